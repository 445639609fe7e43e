// Scratch exercise checks (issue 20): one engine for the studio frame's headless VM and the
// server's worker. Pure TypeScript, no DOM: the caller hands it a scratch-vm VirtualMachine.
export { blockLabel, blockShape, blockText, projectScriptsText } from "./block-names.ts";
export {
  checkScratchProject,
  failureMessage,
  scratchCheckCount,
  tooLongMessage,
  unreadableMessage,
} from "./check.ts";
export type { HeadlessVm } from "./headless-vm.ts";
export {
  parseProject,
  projectScripts,
  type ScratchProjectJson,
  stageName,
  type TargetScripts,
} from "./project.ts";
export { rendererOpcodes, rendererOpcodesIn } from "./renderer-opcodes.ts";
export { type CheckOutcome, checkScratchRules } from "./rules.ts";
export { framesPerSecond } from "./run.ts";
