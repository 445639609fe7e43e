export * from "./protocol/index.ts";
export * from "./python/index.ts";
