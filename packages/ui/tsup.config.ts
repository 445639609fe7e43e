import { vanillaExtractPlugin } from "@vanilla-extract/esbuild-plugin";
import { defineConfig } from "tsup";
import { linguiMacroPlugin } from "../../tsup.lingui.ts";

export default defineConfig({
  // `vars` alone, for apps' own .css.ts files: importing the whole theme there would make
  // vanilla-extract evaluate the global theme inside the app's compiler and drop its CSS.
  entry: {
    index: "src/index.ts",
    login: "src/login.ts",
    vars: "src/theme/contract.css.ts",
    "global-styles": "src/theme/global-styles.ts",
  },
  format: ["esm"],
  target: "es2022",
  dts: true,
  clean: true,
  sourcemap: true,
  treeshake: true,
  external: ["react", "react-dom", "@lingui/core", "@lingui/react"],
  // Minified so the published stylesheet carries no vanilla-extract debug comments, and recipe
  // factories marked pure so a consumer's bundler drops the ones it does not use.
  minify: true,
  esbuildOptions(options) {
    options.pure = ["createRuntimeFn"];
  },
  esbuildPlugins: [linguiMacroPlugin(), vanillaExtractPlugin({ identifiers: "short" })],
});
