export * from "./compile/diagnostics.ts";
