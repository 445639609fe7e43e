import { defineProject } from "vitest/config";
import { unitTestWorkers } from "../../tests/support/vitest-workers.ts";

export default defineProject({
  test: {
    name: "api",
    // One pool with the other unit projects (tests/support/vitest-workers.ts).
    maxWorkers: unitTestWorkers,
    environment: "node",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    // Every test file builds its own servers and clients; nothing global to isolate, and reusing
    // workers saves a spawn per file (the suite has a 30 s budget on a busy 2-core machine).
    isolate: false,
  },
});
