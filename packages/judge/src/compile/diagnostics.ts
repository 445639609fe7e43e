/** One compiler message, structured so the studio can point at the line and explain it in Chinese. */
export interface Diagnostic {
  file: string;
  line: number;
  column: number;
  severity: "error" | "warning" | "note" | "fatal";
  message: string;
}

// clang's plain format with -fno-caret-diagnostics: `main.cpp:3:7: error: expected ';' …`.
const LINE = /^(.+?):(\d+):(\d+): (fatal error|error|warning|note): (.*)$/;
// Messages without a location: `wasm-ld: error: …`, `clang++: error: …`.
const TOOL_LINE = /^([\w+.-]+): (error|warning): (.*)$/;

/**
 * Parses clang's and wasm-ld's stderr. Lines that are not diagnostics (include stacks, "N errors
 * generated.") are dropped; the raw text stays available to the caller for the rare case this
 * misses something.
 */
export function parseDiagnostics(stderr: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const raw of stderr.split(/\r?\n/)) {
    const line = raw.trimEnd();
    const located = LINE.exec(line);
    if (located) {
      const [, file, ln, col, sev, message] = located as unknown as [
        string,
        string,
        string,
        string,
        string,
        string,
      ];
      out.push({
        file,
        line: Number(ln),
        column: Number(col),
        severity: sev === "fatal error" ? "fatal" : (sev as Diagnostic["severity"]),
        message,
      });
      continue;
    }
    const tool = TOOL_LINE.exec(line);
    if (tool) {
      const [, , sev, message] = tool as unknown as [string, string, string, string];
      out.push({
        file: "",
        line: 0,
        column: 0,
        severity: sev as Diagnostic["severity"],
        message: linkerMessage(message),
      });
    }
  }
  return out;
}

/** wasm-ld names the object file; the child only wrote main.cpp, so say which symbol is missing. */
function linkerMessage(message: string): string {
  return message.replace(/^\/tmp\/[^:]+\.o: /, "");
}
