import { readFile } from "node:fs/promises";
import { transformAsync } from "@babel/core";
import linguiMacro from "@lingui/babel-plugin-lingui-macro";
import type { Plugin } from "esbuild";

/**
 * Runs Lingui's macro in Babel before esbuild compiles a file, so published packages ship plain
 * `i18n._(…)` calls with message ids (TOOLCHAIN.md: tsup needs this small plugin).
 */
export function linguiMacroPlugin(): Plugin {
  return {
    name: "lingui-macro",
    setup(build) {
      build.onLoad({ filter: /\.[jt]sx?$/ }, async (args) => {
        if (args.path.includes("node_modules")) return undefined;
        const source = await readFile(args.path, "utf8");
        if (!source.includes("@lingui/") || !source.includes("macro")) return undefined;
        const result = await transformAsync(source, {
          filename: args.path,
          babelrc: false,
          configFile: false,
          parserOpts: { plugins: ["typescript", "jsx"] },
          plugins: [linguiMacro],
          sourceMaps: "inline",
        });
        return { contents: result?.code ?? source, loader: args.path.endsWith("x") ? "tsx" : "ts" };
      });
    },
  };
}
