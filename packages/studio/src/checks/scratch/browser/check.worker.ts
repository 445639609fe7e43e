/// <reference lib="webworker" />
import type { ScratchCheckSpec } from "@qisi/api/contract";
import { checkScratchProject } from "../check.ts";
import type { HeadlessVm } from "../headless-vm.ts";

/**
 * The Scratch frame's check worker: one headless scratch-vm (its browser build, from our origin)
 * in a realm of its own. A second VM beside the editor's would take over scratch-vm's shared
 * dispatch ("runtime", "extensions") and break the child's editor; here nothing is shared.
 */
export interface BrowserCheckRequest {
  id: number;
  /** Where the site serves scratch-vm's browser build (scratchVmBase + "scratch-vm.js"). */
  vmUrl: string;
  project: string;
  spec: ScratchCheckSpec;
}

declare const self: DedicatedWorkerGlobalScope & { VirtualMachine?: new () => HeadlessVm };

let vm: Promise<HeadlessVm> | null = null;

async function loadVm(url: string): Promise<HeadlessVm> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  // The build is a UMD script for `self`; a module worker cannot importScripts it, and as a module
  // it would run in strict mode, which webpack's bundle was not written for.
  new Function(await response.text())();
  if (!self.VirtualMachine) throw new Error("scratch-vm did not load");
  return new self.VirtualMachine();
}

self.onmessage = async (event: MessageEvent<BrowserCheckRequest>) => {
  const { id, vmUrl, project, spec } = event.data;
  try {
    vm ??= loadVm(vmUrl);
    const result = await checkScratchProject(await vm, project, spec);
    self.postMessage({ id, result });
  } catch (error) {
    vm = null;
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
