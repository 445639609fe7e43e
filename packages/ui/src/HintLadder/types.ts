/** One revealed rung of the hint ladder, as @qisi/api's `Hint` (structural: ui does not import it). */
export type HintRung =
  | { kind: "hint"; index: number; text: string }
  /**
   * The reference solution's lines (and the author's distractors), shuffled: put them in order.
   * With `puzzle.indent` (Python) the lines come without indentation and the child sets it.
   */
  | { kind: "parsons"; index: number; lines: string[]; puzzle?: { lines: string[]; indent: boolean } }
  | { kind: "solution"; index: number; code: string }
  /** Scratch's last rung: the reference project's scripts, drawn as blocks by the app. */
  | { kind: "blocks"; index: number; targets: ScratchScriptsValue[] };

/** A Scratch target's scripts as project.json holds them (@qisi/api's `ScratchScripts`). */
export interface ScratchScriptsValue {
  name: string;
  isStage: boolean;
  blocks: Record<string, unknown>;
}

/** One line of a Parsons arrangement: the puzzle's line by index, with its indentation in levels. */
export interface ParsonsLineValue {
  line: number;
  indent: number;
}
