import { defaultServerConditions } from "vite";
import { defineProject } from "vitest/config";

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
    // Two cores: a few files at once keeps PGlite start-up from starving the Postgres runs.
    maxWorkers: 2,
    // Its own worker limit needs its own group: it runs after the other projects, not beside them.
    sequence: { groupOrder: 1 },
  },
});
