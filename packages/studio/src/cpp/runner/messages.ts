/** Messages between the C++ studio and the worker that runs one compiled program. */

import type { RuntimeFailure } from "@qisi/judge/explain";

/** How a program's trap or failure reads, before it is put into Chinese (@qisi/judge/explain). */
export type { RuntimeFailure };

export type ToWorker = {
  type: "run";
  module: WebAssembly.Module;
  /**
   * Cross-origin isolated pages: the channel `cin` waits on (stdin-channel.ts). Otherwise the text
   * the child typed into the input box before Run, read as stdin up to its end.
   */
  stdin: { kind: "shared"; buffer: SharedArrayBuffer } | { kind: "text"; text: string };
};

export type FromWorker =
  | { type: "ready" }
  | { type: "output"; stream: "stdout" | "stderr"; text: string }
  /** The program reads stdin and nothing is left: the page asks the child (shared stdin only). */
  | { type: "stdin-wait" }
  /** `ms` is time spent running, without the time the program waited for the child to type. */
  | { type: "exit"; code: number; ms: number }
  /** `line`: the child's source line the trap happened on, when the module's line table names it. */
  | { type: "failed"; failure: RuntimeFailure; message: string; line: number | null; ms: number };

/** Output kept per run (issue 19): past it the program is stopped and the console says why. */
export const maxOutputBytes = 1024 * 1024;
/** Output reaches the page at least this often while a program writes (issue 19: ≥ every 50 ms). */
export const outputFlushMs = 40;
