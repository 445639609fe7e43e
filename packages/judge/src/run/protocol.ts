/** Messages between the runner (parent) and a sandbox worker thread. */
export interface RunRequest {
  module: WebAssembly.Module;
  stdin: Uint8Array;
  /** Bytes of stdout and of stderr kept; past the stdout cap the run stops (OLE). */
  outputLimitBytes: number;
  stderrLimitBytes: number;
  /** argv after the program name (a special judge gets its three file names). */
  args?: string[];
  /** Read-only files in memory, offered as the preopened directory "/" (a checker's input,
   * answer and output). Without them the program has no file system at all. */
  files?: Record<string, Uint8Array>;
}

export interface RunReply {
  /** exited: proc_exit or return from main; trapped: a wasm trap or stack overflow. */
  outcome: "exited" | "trapped" | "out-of-memory" | "output-limit";
  exitCode: number | null;
  trap: string | null;
  /** The trap's stack text (its wasm frames' offsets name the child's line); trapped only. */
  stack?: string;
  /** The trap was V8's stack limit (a RangeError), however its message reads. */
  stackOverflow?: boolean;
  stdout: Uint8Array;
  stderr: Uint8Array;
  /** The linear memory's final size (it never shrinks: the peak). CPU time is measured by the parent. */
  memoryBytes: number;
}
