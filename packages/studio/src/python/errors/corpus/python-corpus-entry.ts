import type { PythonCause } from "../python-rule.ts";

/** One mistake of the corpus: the program, what input() reads, the line to point at, and why (or "honest"). */
export interface PythonCorpusEntry {
  name: string;
  program: string;
  /** The lines input() reads, one per line. */
  input?: string;
  line: number;
  cause: PythonCause | "honest";
}
