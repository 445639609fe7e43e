import { PythonObservation } from "@qisi/api/contract";
import { REPORT_MARK } from "../driver.py.ts";

/**
 * The check driver's report, read as what it is: text the learner's process wrote. Anything that
 * is not an observation the driver could have made — not text, too long, nested too deep, not
 * JSON, the wrong shape — is null, which the judge turns into a failed check in a child's words;
 * it never throws, so no shape of report can become a 500.
 */

/** The most report text read (a case's output is capped at 100,000 characters, escaped to ASCII). */
export const REPORT_TEXT_LIMIT = 4 * 1024 * 1024;

/** JSON nesting a report may have: a packed value nests 64 levels, up to three JSON levels each. */
const JSON_DEPTH_LIMIT = 3 * 64 + 8;

/** Whether JSON text nests at most `limit` deep, found in one pass without parsing it. */
export function jsonDepthAtMost(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i++;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > limit) return false;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return true;
}

/** The observation in a report's JSON text, or null when it is not one. */
export function parseObservation(text: unknown): PythonObservation | null {
  if (typeof text !== "string" || text.length > REPORT_TEXT_LIMIT) return null;
  if (!jsonDepthAtMost(text, JSON_DEPTH_LIMIT)) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = PythonObservation.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** A sandboxed run's report: the text after REPORT_MARK on the last line that starts with it. */
export function reportIn(stdout: unknown): string | null {
  if (typeof stdout !== "string") return null;
  const at = stdout.lastIndexOf(`\n${REPORT_MARK}`);
  const start = at >= 0 ? at + 1 : stdout.startsWith(REPORT_MARK) ? 0 : -1;
  if (start < 0) return null;
  const end = stdout.indexOf("\n", start);
  return stdout.slice(start + REPORT_MARK.length, end < 0 ? undefined : end);
}
