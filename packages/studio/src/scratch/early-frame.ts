/**
 * A Scratch frame the page started before ScratchStudio mounted (the site's shell does it at
 * navigation: apps/site/src/scratch-early-start.js), with every message it sent meanwhile (its
 * `listening` among them, which the studio would otherwise never see).
 */
export interface EarlyScratchFrame {
  frame: HTMLIFrameElement;
  messages: MessageEvent[];
  /** Stops recording messages and the timer that would remove an unclaimed frame. */
  dispose: () => void;
}

declare global {
  interface Window {
    qisiEarlyScratch?: EarlyScratchFrame;
  }
  interface Element {
    /** Moves a node keeping its state (a frame's page, focus); Chromium 133+, not yet in TypeScript's DOM types. */
    moveBefore(node: Node, child: Node | null): void;
  }
}

/** The frame's address as the early script gave it: path and query, as ScratchStudio writes a same-origin one. */
const addressOf = (frame: HTMLIFrameElement) => {
  const url = new URL(frame.src, location.href);
  return url.origin === location.origin ? url.pathname + url.search : url.href;
};

/**
 * The early frame for `src`, if there is one and it can be moved into place without reloading
 * (Element.moveBefore): the caller owns it from now on. One for another address is removed, so the
 * page never keeps two editors.
 */
export function takeEarlyScratchFrame(src: string): EarlyScratchFrame | null {
  const early = window.qisiEarlyScratch;
  if (!early) return null;
  window.qisiEarlyScratch = undefined;
  if (addressOf(early.frame) === src && typeof Element.prototype.moveBefore === "function") return early;
  early.dispose();
  early.frame.remove();
  return null;
}

/** Whether an early frame for `src` is waiting (read during render: nothing is taken). */
export function hasEarlyScratchFrame(src: string): boolean {
  const early = window.qisiEarlyScratch;
  return !!early && addressOf(early.frame) === src && typeof Element.prototype.moveBefore === "function";
}
