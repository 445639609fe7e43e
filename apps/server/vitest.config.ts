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
    // The files share each worker's process and module graph instead of importing Fastify, Drizzle,
    // PGlite and the judge again per file. Each file builds its own servers and databases (fresh
    // PGlite from the template, a fresh Postgres database) and closes them; no file mocks a module,
    // stubs a global or sets process.env, and src/ keeps no state in its modules.
    isolate: false,
  },
});
