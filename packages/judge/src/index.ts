export * from "./compile/index.ts";
export * from "./explain/index.ts";
export * from "./judge/index.ts";
export * from "./lines/index.ts";
export * from "./native/index.ts";
export * from "./problem/index.ts";
export * from "./python/index.ts";
export * from "./run/index.ts";
