// Node only: the server's Scratch checks in a worker thread (scratch-vm's Node build).
export { createNodeVm } from "./load-vm.ts";
export {
  crashedMessage,
  createScratchCheckRunner,
  type ScratchCheckRunner,
  type ScratchCheckRunnerOptions,
  tooLongMessage,
} from "./pool.ts";
