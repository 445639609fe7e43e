import type { StorybookConfig } from "@storybook/react-vite";
import { mergeConfig } from "vite";
import { qisiVitePlugins, qisiWorkspaceResolution } from "../vite.plugins.ts";

const config: StorybookConfig = {
  stories: ["../packages/ui/src/**/*.stories.@(ts|tsx)", "../packages/studio/src/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  staticDirs: [{ from: "./public", to: "/" }],
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: qisiVitePlugins(),
      ...qisiWorkspaceResolution,
      // The first cold run otherwise re-optimises mid-test and reloads the page (TOOLCHAIN.md).
      optimizeDeps: {
        include: ["@vanilla-extract/recipes/createRuntimeFn", "@lingui/core", "@lingui/react"],
      },
    }),
};
export default config;
