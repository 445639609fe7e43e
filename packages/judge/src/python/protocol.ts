export type PythonRequest =
  | { id: number; kind: "check"; source: string }
  | {
      id: number;
      kind: "run";
      source: string;
      stdin: Uint8Array;
      outputLimitBytes: number;
      stderrLimitBytes: number;
    };

export type PythonReply =
  | { id: number; kind: "ready" }
  | { id: number; kind: "check"; error: [line: number, column: number, message: string] | null }
  | {
      id: number;
      kind: "run";
      outcome: "exited" | "trapped" | "out-of-memory" | "output-limit";
      exitCode: number | null;
      stdout: string;
      stderr: string;
      /** Last line of the traceback ("ZeroDivisionError: division by zero"). */
      trap: string | null;
      cpuMs: number;
      memoryBytes: number;
    }
  | { id: number; kind: "error"; message: string };
