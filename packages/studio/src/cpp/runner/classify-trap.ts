import type { RuntimeFailure } from "./messages.ts";

/**
 * What went wrong, from the error a trapping program throws in Chromium, Firefox or Safari. The
 * module is compiled with array bounds checks that trap (`unreachable`), and wasm's integer
 * division traps on zero by itself; a call chain deeper than the browser's stack is a RangeError.
 */
export function classifyTrap(error: unknown, outOfMemory: boolean): RuntimeFailure {
  if (outOfMemory) return "out-of-memory";
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof RangeError || /call stack|too much recursion/i.test(message)) return "stack-overflow";
  if (/divi(de|sion) by zero/i.test(message)) return "divide-by-zero";
  if (/integer overflow/i.test(message)) return "integer-overflow";
  if (/unreachable/i.test(message)) return "out-of-bounds";
  if (/out of bounds|index out of bounds/i.test(message)) return "memory-access";
  return "crash";
}
