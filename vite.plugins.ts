import { fileURLToPath } from "node:url";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defaultServerConditions, type PluginOption, type UserConfig } from "vite";

const configPath = fileURLToPath(new URL("./lingui.config.ts", import.meta.url));

/**
 * The one plugin chain for the site, Storybook and Vitest. Order matters: Lingui's macro must run
 * in Babel before plugin-react (v6 ignores a `babel` option and the build then fails with
 * "macro … executed outside the context of compilation", TOOLCHAIN.md).
 */
export function qisiVitePlugins(): PluginOption[] {
  return [
    babel({ presets: [linguiTransformerBabelPreset({}, { configPath })] }),
    react(),
    lingui({ configPath }),
    vanillaExtractPlugin(),
  ];
}

/**
 * Workspace packages export their TypeScript source under the `source` condition; use it directly,
 * in the browser build and in the server-side module runner vanilla-extract evaluates `.css.ts`
 * files with (otherwise a `.css.ts` in the site would read the theme contract from `dist/`).
 */
export const qisiWorkspaceResolution: Pick<UserConfig, "resolve" | "ssr"> = {
  resolve: { conditions: ["source", ...defaultClientConditions] },
  ssr: { resolve: { conditions: ["source", ...defaultServerConditions] } },
};
