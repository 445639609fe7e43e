import { defineProject } from "vitest/config";
import { unitTestWorkers } from "../support/vitest-workers.ts";

/** The published packages as `pnpm pack` ships them (issue 23): Node only, no browser, no server. */
export default defineProject({
  test: {
    name: "packages",
    // One pool with the other unit projects (tests/support/vitest-workers.ts).
    maxWorkers: unitTestWorkers,
    environment: "node",
    include: ["**/*.test.ts"],
  },
});
