import type { RE2 } from "re2-wasm";

/**
 * What the pattern module needs of an engine: RE2's constructor (re2-wasm's `RE2`, which takes
 * JavaScript-style source and flags, always with `u`). The Node and browser loaders below hand it
 * over; `#pattern-engine` picks one by the package's `browser` condition (package.json `imports`).
 */
export type Re2Constructor = new (source: string, flags: string) => RE2;

export interface PatternEngineLoader {
  /** The engine if it is ready (Node: loaded on the spot), else undefined. */
  loadedEngine(): Re2Constructor | undefined;
  /** The engine, loaded once; a browser fetches and compiles the WebAssembly here. */
  loadEngine(): Promise<Re2Constructor>;
}
