import type { CppCause } from "../cpp-rules.ts";

/** One mistake of the corpus: what the child wrote, the line to point at, and why (or "honest"). */
export interface CppCorpusEntry {
  name: string;
  program: string;
  /** The line the first explanation must name (0: the mistake has no line). */
  line: number;
  cause: CppCause | "honest";
}
