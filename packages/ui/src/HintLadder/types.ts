/** One revealed rung of the hint ladder, as @qisi/api's `Hint` (structural: ui does not import it). */
export type HintRung =
  | { kind: "hint"; index: number; text: string }
  /** The reference solution's lines, shuffled: put them in order. */
  | { kind: "parsons"; index: number; lines: string[] }
  | { kind: "solution"; index: number; code: string };
