/**
 * Messages between the judge (runner.ts) and one Pyodide sandbox process (child.ts). Sources and
 * stdin travel as UTF-8 bytes (a string with a lone surrogate never crosses into Python), output
 * comes back as bytes. The judge checks every reply's shape: a program that reached JavaScript
 * can send these messages itself, so a run's reply is read like the program's own output.
 */
export type PythonRequest =
  | { id: number; kind: "check"; source: Uint8Array }
  | {
      id: number;
      kind: "run";
      source: Uint8Array;
      stdin: Uint8Array;
      outputLimitBytes: number;
      stderrLimitBytes: number;
      /** sys.argv[1:] (a special judge's file names). */
      args: string[];
      /** Files written to the run's working directory in Pyodide's in-memory file system. */
      files: Record<string, Uint8Array>;
    };

export type PythonReply =
  | {
      id: 0;
      kind: "ready";
      /** Python was restored from the judge's memory snapshot (snapshot.ts), not started from scratch. */
      fromSnapshot: boolean;
    }
  | { id: number; kind: "check"; error: [line: number, column: number, message: string] | null }
  | {
      id: number;
      kind: "run";
      stdout: Uint8Array;
      /** Its first bytes (the stderr limit); `stderrBytes` counts all it wrote, for the output limit. */
      stderr: Uint8Array;
      stderrBytes: number;
      exitCode: number;
    }
  | { id: number; kind: "error"; message: string };

/** A run's reply as the judge accepts it: anything else is treated as the program's failure. */
export function isRunReply(reply: unknown, id: number): reply is Extract<PythonReply, { kind: "run" }> {
  const r = reply as Record<string, unknown> | null;
  return (
    typeof r === "object" &&
    r !== null &&
    r.id === id &&
    r.kind === "run" &&
    r.stdout instanceof Uint8Array &&
    r.stderr instanceof Uint8Array &&
    Number.isInteger(r.exitCode) &&
    Number.isInteger(r.stderrBytes)
  );
}
