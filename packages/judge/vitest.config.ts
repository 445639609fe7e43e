import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "judge",
    environment: "node",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    // Compiling with clang (and, for the fallback test, clang running as WebAssembly) is slow on a
    // shared 2-core machine: give each test room instead of failing on a busy moment.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
