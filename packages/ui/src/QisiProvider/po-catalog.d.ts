/**
 * A Lingui catalog, compiled as it is imported: by @lingui/vite-plugin in the workspace (Storybook,
 * tests) and by the root tsup.catalogs.ts in the package's build.
 */
declare module "*.po" {
  import type { Messages } from "@lingui/core";

  export const messages: Messages;
}
