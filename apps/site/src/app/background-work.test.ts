import { describe, expect, it } from "vitest";
// The studios' own name for the event (the site's entry must not import the package; its test may).
import { studioReadyEvent } from "../../../../packages/studio/src/studio-ready.ts";
import { whenBackgroundWorkMayStart } from "./background-work";

const settledWithin = (promise: Promise<void>, ms: number) =>
  Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);

describe("whenBackgroundWorkMayStart (issue 25)", () => {
  it("lets an ordinary page start background work once it is idle", async () => {
    expect(await settledWithin(whenBackgroundWorkMayStart("/articles/curriculum-features"), 3000)).toBe(true);
  });

  it("holds a starting studio's page until the studio announces it is up", async () => {
    const allowed = whenBackgroundWorkMayStart("/studio/python/new");
    expect(await settledWithin(allowed, 1500)).toBe(false);
    window.dispatchEvent(new Event(studioReadyEvent));
    expect(await settledWithin(allowed, 3000)).toBe(true);
  });

  it("holds the Scratch embed the same way", async () => {
    const allowed = whenBackgroundWorkMayStart("/embed/scratch/new");
    expect(await settledWithin(allowed, 1500)).toBe(false);
    window.dispatchEvent(new Event(studioReadyEvent));
    expect(await settledWithin(allowed, 3000)).toBe(true);
  });
});
