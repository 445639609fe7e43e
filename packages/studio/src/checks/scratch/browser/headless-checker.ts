import type { ExerciseCheckResult, ScratchCheckSpec } from "@qisi/api/contract";
import { scratchVmBase } from "../../../scratch/scratch-gui-version.ts";
import { checkScratchProject } from "../check.ts";
import type { HeadlessVm } from "../headless-vm.ts";

export interface BrowserScratchChecker {
  check(project: string, spec: ScratchCheckSpec): Promise<ExerciseCheckResult>;
  dispose(): void;
}

/**
 * scratch-vm's browser build in a hidden same-origin iframe: a realm of its own, so its VM does not
 * take over the shared dispatch ("runtime", "extensions") of the editor's VM beside it. Not a
 * worker: the build needs a DOM when it loads (its SVG sanitizer sets up DOMPurify on `window`).
 */
async function loadHeadlessVm(vmUrl: string): Promise<{ vm: HeadlessVm; frame: HTMLIFrameElement }> {
  const frame = document.createElement("iframe");
  frame.hidden = true;
  frame.tabIndex = -1;
  frame.setAttribute("aria-hidden", "true");
  document.body.append(frame);
  const realm = frame.contentWindow as (Window & { VirtualMachine?: new () => HeadlessVm }) | null;
  if (!realm) throw new Error("no realm for the headless VM");
  await new Promise<void>((resolve, reject) => {
    const script = realm.document.createElement("script");
    script.src = vmUrl;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`could not load ${vmUrl}`));
    realm.document.head.append(script);
  });
  if (!realm.VirtualMachine) throw new Error("scratch-vm did not load");
  return { vm: new realm.VirtualMachine(), frame };
}

/**
 * Instant Scratch checks in the browser: the same engine as the server, on one headless VM
 * (started at the first check: scratch-vm's 5.8 MB build is fetched then and cached for a year),
 * one check at a time. It shares the page's thread, so a check has a wall-clock limit.
 */
export function createBrowserScratchChecker(options: { timeoutMs?: number } = {}): BrowserScratchChecker {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const vmUrl = new URL(`${scratchVmBase}scratch-vm.js`, location.href).href;
  let headless: ReturnType<typeof loadHeadlessVm> | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  const runOne = async (project: string, spec: ScratchCheckSpec) => {
    headless ??= loadHeadlessVm(vmUrl);
    const current = headless;
    try {
      const { vm } = await current;
      return await checkScratchProject(vm, project, spec, { timeoutMs });
    } catch (error) {
      // Start afresh at the next check (a VM that failed to load, or one left mid-run).
      void current.then(
        ({ frame }) => frame.remove(),
        () => undefined,
      );
      headless = null;
      throw error;
    }
  };

  return {
    check(project, spec) {
      const result = queue.then(() => runOne(project, spec));
      queue = result.catch(() => undefined);
      return result;
    },
    dispose() {
      void headless?.then(
        ({ frame }) => frame.remove(),
        () => undefined,
      );
      headless = null;
    },
  };
}
