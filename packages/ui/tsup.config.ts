import { vanillaExtractPlugin } from "@vanilla-extract/esbuild-plugin";
import { defineConfig } from "tsup";
import { catalogEntries, packageCatalogsPlugin } from "../../tsup.catalogs.ts";
import { linguiMacroPlugin } from "../../tsup.lingui.ts";

// `vars` alone, for apps' own .css.ts files: importing the whole theme there would make
// vanilla-extract evaluate the global theme inside the app's compiler and drop its CSS.
const modules = {
  index: "src/index.ts",
  login: "src/login.ts",
  vars: "src/theme/contract.css.ts",
  "global-styles": "src/theme/global-styles.ts",
};

export default defineConfig({
  entry: {
    ...modules,
    // `@qisi/ui/locales/<code>`: the compiled catalogs, built from the root .po files (the root tsup.catalogs.ts).
    ...catalogEntries(),
  },
  format: ["esm"],
  target: "es2022",
  // The catalogs' declarations are written after tsup (the root tsup.catalogs.ts): it reads only TypeScript.
  dts: { entry: modules },
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
  esbuildPlugins: [
    packageCatalogsPlugin({ sources: ["packages/ui/src"] }),
    linguiMacroPlugin(),
    vanillaExtractPlugin({ identifiers: "short" }),
  ],
});
