import { createRequire } from "node:module";
import type { HeadlessVm } from "../headless-vm.ts";

/**
 * scratch-vm's Node build (AGPL-3.0-only, like this package). Loading it takes 1–2 s and ~170 MB,
 * so a process (a worker thread on the server) loads it once and keeps one VM: several VMs in one
 * thread share scratch-vm's dispatch and clash.
 */
export function createNodeVm(): HeadlessVm {
  const require = createRequire(import.meta.url);
  const VirtualMachine = require("@scratch/scratch-vm") as new () => HeadlessVm;
  return new VirtualMachine();
}
