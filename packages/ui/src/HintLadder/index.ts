export { HintLadder, type HintLadderProps } from "./HintLadder";
export { ParsonsPuzzle, type ParsonsPuzzleProps } from "./ParsonsPuzzle";
export type { HintRung } from "./types";
