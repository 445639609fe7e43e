export * from "./python/index.ts";
