import wasmUrl from "re2-wasm/build/wasm/re2.wasm?url";
import type { Re2Constructor } from "./engine.ts";

/**
 * Browser (page or worker): the WebAssembly is one of our own files (Vite emits it beside the
 * bundle: no CDN), fetched and compiled asynchronously, then the glue is imported with its settings
 * on a global it reads at start-up (our patch of re2-wasm, patches/re2-wasm@1.0.2.patch: in a
 * bundle its own `Module` lookup can never see them). `compilePattern` needs `loadPatternEngine()`
 * to have finished first.
 */
type EmscriptenSettings = {
  instantiateWasm(
    imports: WebAssembly.Imports,
    receive: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
  ): WebAssembly.Exports;
  onRuntimeInitialized(): void;
  onAbort(reason: unknown): void;
};

declare global {
  var __re2WasmModule: EmscriptenSettings | undefined;
}

let engine: Re2Constructor | undefined;
let loading: Promise<Re2Constructor> | undefined;

export function loadedEngine(): Re2Constructor | undefined {
  return engine;
}

export function loadEngine(): Promise<Re2Constructor> {
  loading ??= start().then(
    (loaded) => {
      engine = loaded;
      return loaded;
    },
    (error: unknown) => {
      // A failed fetch (offline for a moment) may be tried again by the next caller.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

async function compile(): Promise<WebAssembly.Module> {
  const response = await fetch(wasmUrl);
  if (!response.ok) throw new Error(`re2.wasm: HTTP ${response.status}`);
  // Streaming needs the application/wasm type; any other server still gets the bytes compiled.
  if (response.headers.get("content-type")?.startsWith("application/wasm"))
    return WebAssembly.compileStreaming(response);
  return WebAssembly.compile(await response.arrayBuffer());
}

async function start(): Promise<Re2Constructor> {
  // Compiled off the thread; the glue binds the exports the moment it runs (this emscripten build
  // cannot wait for an asynchronous instance), so the instance is made synchronously in its hook.
  const module = await compile();
  let failure: unknown;
  globalThis.__re2WasmModule = {
    instantiateWasm(imports, receive) {
      try {
        const instance = new WebAssembly.Instance(module, imports);
        receive(instance, module);
        return instance.exports;
      } catch (error) {
        failure = error;
        throw error;
      }
    },
    onRuntimeInitialized() {},
    onAbort(reason) {
      failure = reason;
    },
  };
  try {
    const glue = (await import("re2-wasm")) as { RE2?: Re2Constructor; default?: { RE2: Re2Constructor } };
    if (failure !== undefined) throw failure;
    const RE2 = glue.RE2 ?? glue.default?.RE2;
    if (!RE2) throw new Error("re2-wasm: no RE2 export");
    return RE2;
  } finally {
    globalThis.__re2WasmModule = undefined;
  }
}
