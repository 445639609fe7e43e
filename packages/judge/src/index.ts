export * from "./compile/index.ts";
