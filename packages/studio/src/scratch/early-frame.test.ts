import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type EarlyScratchFrame, hasEarlyScratchFrame, takeEarlyScratchFrame } from "./early-frame.ts";

const src = "/studio/scratch/frame.html?title=t&brand=b";

/** A frame as apps/site/src/scratch-early-start.js leaves it: in the document, waiting. */
function startEarly(address = src): EarlyScratchFrame {
  const frame = document.createElement("iframe");
  frame.src = address;
  document.documentElement.append(frame);
  const early = { frame, messages: [], dispose: vi.fn() };
  window.qisiEarlyScratch = early;
  return early;
}

describe("the early Scratch frame", () => {
  // jsdom has no moveBefore; Chromium 133+ does.
  beforeEach(() => {
    Element.prototype.moveBefore = function (node, child) {
      this.insertBefore(node, child);
    };
  });
  afterEach(() => {
    delete (Element.prototype as { moveBefore?: unknown }).moveBefore;
    window.qisiEarlyScratch?.frame.remove();
    window.qisiEarlyScratch = undefined;
  });

  it("is handed over once to a studio with the same address", () => {
    const early = startEarly();
    expect(hasEarlyScratchFrame(src)).toBe(true);
    expect(takeEarlyScratchFrame(src)).toBe(early);
    expect(early.frame.isConnected).toBe(true);
    expect(takeEarlyScratchFrame(src)).toBeNull();
  });

  it("is removed when the studio wants another address (another language)", () => {
    const early = startEarly("/studio/scratch/frame.html?title=x&brand=y");
    expect(hasEarlyScratchFrame(src)).toBe(false);
    expect(takeEarlyScratchFrame(src)).toBeNull();
    expect(early.frame.isConnected).toBe(false);
    expect(early.dispose).toHaveBeenCalled();
    expect(window.qisiEarlyScratch).toBeUndefined();
  });

  it("is not taken where frames cannot move without reloading (no moveBefore)", () => {
    delete (Element.prototype as { moveBefore?: unknown }).moveBefore;
    const early = startEarly();
    expect(hasEarlyScratchFrame(src)).toBe(false);
    expect(takeEarlyScratchFrame(src)).toBeNull();
    expect(early.frame.isConnected).toBe(false);
  });

  it("is nothing when the page started none", () => {
    expect(hasEarlyScratchFrame(src)).toBe(false);
    expect(takeEarlyScratchFrame(src)).toBeNull();
  });
});
