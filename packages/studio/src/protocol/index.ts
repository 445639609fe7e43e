export * from "./studio-protocol.ts";
