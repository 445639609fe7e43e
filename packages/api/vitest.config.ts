import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "api",
    environment: "node",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    // Every test file builds its own servers and clients; nothing global to isolate, and reusing
    // workers saves a spawn per file (the suite has a 30 s budget on a busy 2-core machine).
    isolate: false,
  },
});
