/**
 * The one "ready" definition each studio and its stock baseline share. These run in the page
 * (Playwright serializes them), so they are self-contained; each returns the page's
 * `performance.now()` (ms since navigation started) once ready, else false.
 */

/**
 * Scratch: the project is shown, the VM has targets, the block workspace and the stage are visible.
 * The GUI's window is the page (stock) or its same-origin frame (ours); both expose the GUI's
 * editor state as `qisiScratch.state`.
 */
export function scratchReady(): number | false {
  type Gui = {
    projectState: { loadingState: string };
    vm: { runtime: { targets: unknown[] } };
  };
  type GuiWindow = Window & { qisiScratch?: { state: { store: { getState(): { scratchGui: Gui } } } } };
  const windows: GuiWindow[] = [window as GuiWindow];
  for (const frame of document.querySelectorAll("iframe")) {
    try {
      if (frame.contentWindow) windows.push(frame.contentWindow as GuiWindow);
    } catch {
      // A cross-origin frame is not the editor.
    }
  }
  const inner = windows.find((candidate) => candidate.qisiScratch);
  if (!inner?.qisiScratch) return false;
  const gui = inner.qisiScratch.state.store.getState().scratchGui;
  if (!["SHOWING_WITH_ID", "SHOWING_WITHOUT_ID"].includes(gui.projectState.loadingState)) return false;
  if (gui.vm.runtime.targets.length === 0) return false;
  const visible = (selector: string) => {
    const box = inner.document.querySelector(selector)?.getBoundingClientRect();
    return !!box && box.width > 0 && box.height > 0;
  };
  return visible(".blocklyWorkspace") && visible("canvas") ? performance.now() : false;
}

/** Python: the studio says 准备好了 (Python has started and a Run would print at once). */
export function pythonReady(): number | false {
  const status = document.querySelector('[data-testid="runner-status"]');
  return status?.textContent === "准备好了" ? performance.now() : false;
}

export interface RunTimings {
  /** Run → the first printed line on screen (ms). */
  first: number;
  /** Run → the last line on screen (ms). */
  last: number;
  /** The longest wait between two updates of the output while the program ran (ms). */
  longestGap: number;
}

/**
 * Presses Run (our button, or the stock page's `stockRun`) and times what the console shows:
 * printed lines (`[data-stream="stdout"]`) until `lastLine` is there. The program must already be
 * in our editor; the stock page takes it as an argument.
 */
export function timeRun([code, lastLine]: [string, string]): Promise<RunTimings> {
  const root = document.querySelector('[data-testid="console"]')!;
  const printed = () =>
    [...root.querySelectorAll('[data-stream="stdout"]')].map((span) => span.textContent).join("");
  return new Promise((resolve, reject) => {
    const updates: number[] = [];
    let start = 0;
    const timer = setTimeout(() => reject(new Error(`no "${lastLine}" within 30 s: ${printed()}`)), 30_000);
    const observer = new MutationObserver(() => {
      const text = printed();
      if (!text) return;
      updates.push(performance.now());
      if (!text.split("\n").includes(lastLine)) return;
      observer.disconnect();
      clearTimeout(timer);
      const gaps = updates.map((at, i) => at - (updates[i - 1] ?? at));
      resolve({ first: updates[0]! - start, last: updates.at(-1)! - start, longestGap: Math.max(...gaps) });
    });
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    const stock = (window as Window & { stockRun?: (code: string) => void }).stockRun;
    start = performance.now();
    if (stock) stock(code);
    else
      [...document.querySelectorAll("button")]
        .find((button) => button.textContent?.trim() === "运行")!
        .click();
  });
}
