import { classifyTrapMessage, type RuntimeFailure } from "@qisi/judge/explain";

/**
 * What went wrong, from the error a trapping program throws in Chromium, Firefox or Safari: the
 * runtime's own out-of-memory report first, a RangeError (a call chain deeper than the browser's
 * stack) next, then the trap's words, read by the table the judge shares (@qisi/judge/explain).
 */
export function classifyTrap(error: unknown, outOfMemory: boolean): RuntimeFailure {
  if (outOfMemory) return "out-of-memory";
  if (error instanceof RangeError) return "stack-overflow";
  return classifyTrapMessage(error instanceof Error ? error.message : String(error));
}
