import { z } from "zod";

// ── Scratch exercise checks (issue 20) ──────────────────────────────────────────────────────────
// One spec, checked by the same code in the browser (the studio frame's VM) and on the server
// (scratch-vm under Node) before a pass is recorded. Rules read the project JSON; behaviour checks
// run the project headless for a number of frames and then read sprites and variables.

/** A number, or an inclusive range [lo, hi] (positions wobble by a step or two). */
const NumberOrRange = z.union([z.number(), z.tuple([z.number(), z.number()])]);

/** A rule on the project JSON. `message` is what the child reads when it is broken. */
export const ScratchRule = z.union([
  /** A sprite (or the stage: "舞台") has a script using this block opcode (`motion_movesteps`). */
  z.strictObject({
    sprite: z.string().min(1),
    uses: z.string().min(1),
    message: z.string().min(1).optional(),
  }),
  /** A sprite has a script whose blocks, top to bottom from the hat, start with these opcodes. */
  z.strictObject({
    sprite: z.string().min(1),
    script: z.array(z.string().min(1)).min(1),
    message: z.string().min(1).optional(),
  }),
  /** A variable of this name exists (on the stage or on `sprite`). */
  z.strictObject({
    variable: z.string().min(1),
    sprite: z.string().min(1).optional(),
    message: z.string().min(1).optional(),
  }),
]);
export type ScratchRule = z.infer<typeof ScratchRule>;

/** What must hold after the run: a sprite's state, or a variable's value. */
export const ScratchExpectation = z.union([
  z.strictObject({
    sprite: z.string().min(1),
    x: NumberOrRange.optional(),
    y: NumberOrRange.optional(),
    direction: NumberOrRange.optional(),
    costume: z.string().optional(),
    /** Text the sprite said or thought at any time during the run. */
    said: z.string().optional(),
    visible: z.boolean().optional(),
    message: z.string().min(1).optional(),
  }),
  z.strictObject({
    variable: z.string().min(1),
    sprite: z.string().min(1).optional(),
    equals: z.union([z.string(), z.number()]),
    message: z.string().min(1).optional(),
  }),
]);
export type ScratchExpectation = z.infer<typeof ScratchExpectation>;

/** A headless run: click the green flag (and/or answer `ask`s), step `frames` frames at 30 fps. */
export const ScratchBehaviour = z.strictObject({
  greenFlag: z.boolean().default(true),
  /** Sprites clicked once after the green flag, in order. */
  click: z.array(z.string().min(1)).default([]),
  /** Answers given to `ask` blocks, in order. */
  answers: z.array(z.string()).default([]),
  frames: z.number().int().min(1).max(1800).default(90),
  expect: z.array(ScratchExpectation).min(1),
});
export type ScratchBehaviour = z.input<typeof ScratchBehaviour>;

export const ScratchCheckSpec = z.strictObject({
  rules: z.array(ScratchRule).default([]),
  behaviour: z.array(ScratchBehaviour).default([]),
});
export type ScratchCheckSpec = z.input<typeof ScratchCheckSpec>;
