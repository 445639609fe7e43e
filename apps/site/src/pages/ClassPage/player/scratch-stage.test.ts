import type { ScratchSource } from "@qisi/studio";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ScratchStage, type StageLessonProject, type StageStudio } from "./scratch-stage";

/**
 * A studio as the frame behaves: one project on screen at a time, loaded on request (a load takes
 * a moment, as the frame's does), captured as it is. `edit` is the child changing what is on screen.
 */
interface FakeStudio extends StageStudio {
  onScreen: string;
  loads: string[];
  unreadable: Set<string>;
  newAssets: { md5ext: string; data: Uint8Array }[];
  stored: string[];
}

function fakeStudio(): FakeStudio {
  const studio: FakeStudio = {
    onScreen: "",
    loads: [] as string[],
    unreadable: new Set<string>(),
    newAssets: [] as { md5ext: string; data: Uint8Array }[],
    stored: [] as string[],
    async load(source: ScratchSource) {
      const json = "json" in source ? source.json : "lesson-starter";
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (studio.unreadable.has(json)) throw new Error("could not load");
      studio.loads.push(json);
      studio.onScreen = json;
    },
    async capture() {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { json: studio.onScreen, assets: studio.newAssets.splice(0) };
    },
    assetsStored(md5ext: string[]) {
      studio.stored.push(...md5ext);
    },
  };
  return studio;
}

describe("ScratchStage", () => {
  let studio: ReturnType<typeof fakeStudio>;
  let kept: [string, string, boolean][];
  let lesson: StageLessonProject & { touches: number; settles: number; body: string };
  let stage: ScratchStage;
  let uploads: string[];

  beforeEach(() => {
    vi.useFakeTimers();
    studio = fakeStudio();
    kept = [];
    uploads = [];
    lesson = {
      touches: 0,
      settles: 0,
      body: "lesson-copy",
      content: async () => ({ source: { json: lesson.body }, title: "我的作品", revision: 1 }),
      shown: () => undefined,
      touch: () => {
        lesson.touches += 1;
      },
      settle: async () => {
        lesson.settles += 1;
        // What the lesson's model saves is what is on screen when it settles.
        lesson.body = studio.onScreen;
      },
    };
    stage = new ScratchStage({
      studio: () => studio,
      lesson,
      saveAsset: async (md5ext) => void uploads.push(md5ext),
      onProject: (id, json, now) => kept.push([id, json, now]),
      readDelayMs: 500,
    });
  });
  afterEach(() => {
    stage.dispose();
    vi.useRealTimers();
  });

  const run = async <T>(promise: Promise<T>) => {
    await vi.advanceTimersByTimeAsync(100);
    return promise;
  };
  const edit = (json: string) => {
    studio.onScreen = json;
    stage.changed();
  };

  it("shows an exercise's project, keeps its changes for it a moment after they stop", async () => {
    await run(stage.show({ exerciseId: "e5", json: "e5-starter", starter: "e5-starter" }));
    expect(studio.onScreen).toBe("e5-starter");
    edit("e5-changed");
    edit("e5-changed-more");
    await vi.advanceTimersByTimeAsync(499);
    expect(kept).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(kept).toEqual([["e5", "e5-changed-more", false]]);
    expect(lesson.touches).toBe(0);
  });

  it("keeps the project leaving the stage for the exercise it was made in, before the next one shows", async () => {
    await run(stage.show({ exerciseId: "e5", json: "e5-starter", starter: "e5-starter" }));
    edit("e5-changed");
    // Switched before the pause was over: the change is still e5's, kept at once.
    await run(stage.show({ exerciseId: "e6", json: "e6-kept", starter: "e6-starter" }));
    expect(kept).toEqual([["e5", "e5-changed", true]]);
    expect(studio.onScreen).toBe("e6-kept");
    await vi.advanceTimersByTimeAsync(2000);
    expect(kept).toEqual([["e5", "e5-changed", true]]);
    // Back again: what the player kept is what it shows.
    await run(stage.show({ exerciseId: "e5", json: "e5-changed", starter: "e5-starter" }));
    expect(studio.onScreen).toBe("e5-changed");
  });

  it("sends the lesson's project its changes, and saves it before another project shows", async () => {
    await run(stage.show(null));
    expect(studio.onScreen).toBe("lesson-copy");
    edit("lesson-changed");
    expect(lesson.touches).toBe(1);
    await run(stage.show({ exerciseId: "e6", json: "e6-starter", starter: "e6-starter" }));
    expect(lesson.settles).toBe(1);
    expect(lesson.body).toBe("lesson-changed");
    // A change now is the exercise's, never the lesson's.
    edit("e6-changed");
    expect(lesson.touches).toBe(1);
    await run(stage.show(null));
    expect(kept).toEqual([["e6", "e6-changed", true]]);
    expect(studio.onScreen).toBe("lesson-changed");
  });

  it("ignores a show of what is already on the stage, and reads nothing that did not change", async () => {
    await run(stage.show({ exerciseId: "e5", json: "e5-starter", starter: "e5-starter" }));
    await run(stage.show({ exerciseId: "e5", json: "e5-starter", starter: "e5-starter" }));
    await run(stage.show(null));
    expect(studio.loads).toEqual(["e5-starter", "lesson-copy"]);
    expect(kept).toEqual([]);
  });

  it("waits for the switch asked for before a check reads the stage", async () => {
    void stage.show({ exerciseId: "e5", json: "e5-starter", starter: "e5-starter" });
    void stage.show({ exerciseId: "e6", json: "e6-starter", starter: "e6-starter" });
    const onScreen = stage.settled().then(() => studio.onScreen);
    await vi.advanceTimersByTimeAsync(200);
    expect(await onScreen).toBe("e6-starter");
  });

  it("shows the starter when the kept project cannot be opened, and says so", async () => {
    const unreadable: string[] = [];
    const careful = new ScratchStage({
      studio: () => studio,
      lesson,
      saveAsset: async () => undefined,
      onProject: (id, json, now) => kept.push([id, json, now]),
      onUnreadable: (id) => unreadable.push(id),
    });
    studio.unreadable.add("broken");
    await run(careful.show({ exerciseId: "e5", json: "broken", starter: "e5-starter" }));
    expect(studio.onScreen).toBe("e5-starter");
    expect(unreadable).toEqual(["e5"]);
    // The kept version is not overwritten by merely looking.
    expect(kept).toEqual([]);
    careful.dispose();
  });

  it("uploads the costumes a child added, and tells the studio which ones the server has", async () => {
    await run(stage.show({ exerciseId: "e5", json: "e5-starter", starter: "e5-starter" }));
    studio.newAssets.push({ md5ext: "0123.svg", data: new Uint8Array([1]) });
    edit("e5-with-costume");
    await vi.advanceTimersByTimeAsync(600);
    expect(kept).toEqual([["e5", "e5-with-costume", false]]);
    expect(uploads).toEqual(["0123.svg"]);
    expect(studio.stored).toEqual(["0123.svg"]);
  });
});
