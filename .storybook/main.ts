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
      // Every browser dependency of the stories, listed up front: on a cold cache (CI) Vite would
      // otherwise discover one mid-run, re-optimise and reload the page under a test (TOOLCHAIN.md).
      optimizeDeps: {
        include: [
          "@vanilla-extract/recipes/createRuntimeFn",
          "@lingui/core",
          "@lingui/react",
          "@qisi/ui > @radix-ui/react-dialog",
          "@qisi/ui > @radix-ui/react-navigation-menu",
          "@qisi/ui > lucide-react",
          "@qisi/ui > uqr",
        ],
      },
    }),
};
export default config;
