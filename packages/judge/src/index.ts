export * from "./compile/index.ts";
export * from "./run/index.ts";
