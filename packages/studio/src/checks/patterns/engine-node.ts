import { createRequire } from "node:module";
import type { Re2Constructor } from "./engine.ts";

/**
 * Node: re2-wasm's glue reads `re2.wasm` beside itself and compiles it synchronously (~70 ms, once
 * per process), so a pattern can be compiled the moment it is first needed (content validation is a
 * synchronous zod refinement). Resolved from this file: in the server's bundle that is
 * apps/server/dist, which is why the server depends on re2-wasm too.
 */
let engine: Re2Constructor | undefined;

export function loadedEngine(): Re2Constructor {
  engine ??= (createRequire(import.meta.url)("re2-wasm") as { RE2: Re2Constructor }).RE2;
  return engine;
}

export async function loadEngine(): Promise<Re2Constructor> {
  return loadedEngine();
}
