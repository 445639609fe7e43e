import { vanillaExtractPlugin } from "@vanilla-extract/esbuild-plugin";
import { defineConfig } from "tsup";
import { linguiMacroPlugin } from "../../tsup.lingui.ts";

export default defineConfig({
  entry: ["src/index.ts"],
  format: ["esm"],
  target: "es2022",
  dts: true,
  clean: true,
  sourcemap: true,
  treeshake: true,
  external: ["react", "react-dom", "@lingui/core", "@lingui/react"],
  esbuildPlugins: [linguiMacroPlugin(), vanillaExtractPlugin({ identifiers: "short" })],
});
