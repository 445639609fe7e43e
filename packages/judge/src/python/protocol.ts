export type PythonRequest =
  | { id: number; kind: "check"; source: string }
  | {
      id: number;
      kind: "run";
      source: string;
      stdin: string;
      outputLimitBytes: number;
      stderrLimitBytes: number;
      /** sys.argv[1:] (a special judge's file names). */
      args: string[];
      /** Files written to the run's working directory in Pyodide's in-memory file system. */
      files: Record<string, string>;
    };

export type PythonReply =
  | {
      id: number;
      kind: "ready";
      heapBytes: number;
      /** Python was restored from the judge's memory snapshot (snapshot.ts), not started from scratch. */
      fromSnapshot: boolean;
    }
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
      heapBytes: number;
      /** The interpreter cannot be trusted or used again (a fatal error, a changed file). */
      restart: boolean;
    }
  | { id: number; kind: "error"; message: string };
