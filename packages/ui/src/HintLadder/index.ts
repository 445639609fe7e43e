export { HintLadder, type HintLadderProps } from "./HintLadder";
export { type ParsonsCheckValue, ParsonsPuzzle, type ParsonsPuzzleProps } from "./ParsonsPuzzle";
export type { HintRung, ParsonsLineValue, ScratchScriptsValue } from "./types";
