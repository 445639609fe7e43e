import { defaultServerConditions } from "vite";
import { defineProject } from "vitest/config";
import { unitTestWorkers } from "../../tests/support/vitest-workers.ts";

/** Workspace packages (the contract) resolve to their TypeScript source, as in development. */
const conditions = ["source", ...defaultServerConditions];

export default defineProject({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    name: "server",
    environment: "node",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    // Starts one throwaway Postgres cluster; every suite runs on it and on PGlite.
    globalSetup: ["./test/support/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The same pool as the other unit projects (tests/support/vitest-workers.ts).
    maxWorkers: unitTestWorkers,
  },
});
