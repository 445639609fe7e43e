import { maxExerciseCodeLength } from "@qisi/api";
import { type Draft, localStorageDrafts } from "@qisi/studio";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ExerciseCodeKeeper, serverCodeBound } from "./exercise-code";

/** A Storage of our own, so each test starts with an empty browser. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const draft = (body: string): Draft => ({ body, title: "", baseVersion: 0, savedAt: 1 });

describe("ExerciseCodeKeeper", () => {
  let storage: Storage;
  let saved: [string, string][];
  let failing: boolean;
  const keeper = () =>
    new ExerciseCodeKeeper({
      save: async (id, code) => {
        if (failing) throw new Error("offline");
        saved.push([id, code]);
      },
      drafts: localStorageDrafts("code:7:", () => storage),
      legacyDrafts: localStorageDrafts("legacy:", () => storage),
      delayMs: 1000,
    });

  beforeEach(() => {
    vi.useFakeTimers();
    storage = memoryStorage();
    saved = [];
    failing = false;
  });
  afterEach(() => vi.useRealTimers());

  it("gives each exercise its own code: the kept one, else the starter", async () => {
    const codes = keeper();
    await codes.load(["e1", "e2"], new Map([["e1", "print(1)\n"]]));
    expect(codes.codeOf("e1", "# 起步")).toBe("print(1)\n");
    expect(codes.codeOf("e2", "# 起步")).toBe("# 起步");
    codes.change("e2", "print(2)\n");
    expect(codes.codeOf("e1", "# 起步")).toBe("print(1)\n");
    expect(codes.codeOf("e2", "# 起步")).toBe("print(2)\n");
  });

  it("sends the code a moment after typing stops, the last version only, then drops the draft", async () => {
    const codes = keeper();
    await codes.load(["e1"], new Map());
    codes.change("e1", "p");
    codes.change("e1", "pr");
    expect(storage.getItem("code:7:e1")).toContain('"body":"pr"');
    await vi.advanceTimersByTimeAsync(999);
    expect(saved).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(saved).toEqual([["e1", "pr"]]);
    expect(storage.getItem("code:7:e1")).toBeNull();
  });

  it("sends at once on flush, and nothing twice", async () => {
    const codes = keeper();
    await codes.load(["e1", "e2"], new Map());
    codes.change("e1", "a");
    codes.change("e2", "b");
    await codes.flush("e1");
    expect(saved).toEqual([["e1", "a"]]);
    await codes.flush();
    await vi.advanceTimersByTimeAsync(5000);
    expect(saved).toEqual([
      ["e1", "a"],
      ["e2", "b"],
    ]);
  });

  it("keeps a draft the server never got, prefers it after a reload, and sends it", async () => {
    failing = true;
    const first = keeper();
    await first.load(["e1"], new Map([["e1", "old"]]));
    first.change("e1", "typed before the reload");
    await vi.advanceTimersByTimeAsync(1000);
    expect(storage.getItem("code:7:e1")).toContain("typed before the reload");
    first.dispose();

    failing = false;
    const second = keeper();
    await second.load(["e1"], new Map([["e1", "old"]]));
    expect(second.codeOf("e1", "")).toBe("typed before the reload");
    await vi.advanceTimersByTimeAsync(0);
    expect(saved).toEqual([["e1", "typed before the reload"]]);
    expect(storage.getItem("code:7:e1")).toBeNull();
  });

  it("moves a draft from before the server kept code, unless the server has the exercise's code", async () => {
    await localStorageDrafts("legacy:", () => storage).write("e1", draft("旧的草稿"));
    await localStorageDrafts("legacy:", () => storage).write("e2", draft("服务器有更新的"));
    const codes = keeper();
    await codes.load(["e1", "e2"], new Map([["e2", "服务器上的"]]));
    expect(codes.codeOf("e1", "")).toBe("旧的草稿");
    expect(codes.codeOf("e2", "")).toBe("服务器上的");
    expect(storage.getItem("legacy:e1")).toBeNull();
    expect(storage.getItem("legacy:e2")).toBeNull();
    await codes.flush();
    expect(saved).toEqual([["e1", "旧的草稿"]]);
  });

  it("bounds code as the server does", () => {
    expect(serverCodeBound).toBe(maxExerciseCodeLength);
  });

  it("keeps code too long for the server in this browser only, says so, and sends the next that fits", async () => {
    const changes: [string, boolean][] = [];
    const codes = new ExerciseCodeKeeper({
      save: async (id, code) => void saved.push([id, code]),
      drafts: localStorageDrafts("code:7:", () => storage),
      delayMs: 1000,
      maxLength: 10,
      onTooLong: (id, tooLong) => changes.push([id, tooLong]),
    });
    await codes.load(["e1"], new Map([["e1", "fits"]]));
    codes.change("e1", "much too long");
    await codes.flush("e1");
    expect(saved).toEqual([]);
    expect(changes).toEqual([["e1", true]]);
    expect(codes.codeOf("e1", "")).toBe("much too long");
    expect(storage.getItem("code:7:e1")).toContain("much too long");
    // Still too long: said once.
    codes.change("e1", "longer still!");
    await vi.advanceTimersByTimeAsync(1000);
    expect(changes).toEqual([["e1", true]]);
    // After a reload the draft is still the newest, and still not sent.
    codes.dispose();
    const again = new ExerciseCodeKeeper({
      save: async (id, code) => void saved.push([id, code]),
      drafts: localStorageDrafts("code:7:", () => storage),
      maxLength: 10,
    });
    await again.load(["e1"], new Map([["e1", "fits"]]));
    expect(again.codeOf("e1", "")).toBe("longer still!");
    await vi.advanceTimersByTimeAsync(0);
    expect(saved).toEqual([]);
    // Shorter again: sent, and said.
    codes.change("e1", "short");
    await codes.flush("e1");
    expect(saved).toEqual([["e1", "short"]]);
    expect(changes).toEqual([
      ["e1", true],
      ["e1", false],
    ]);
  });

  it("does not resend code the server already has", async () => {
    const codes = keeper();
    await codes.load(["e1"], new Map([["e1", "print(1)"]]));
    codes.change("e1", "print(1)");
    await vi.advanceTimersByTimeAsync(5000);
    expect(saved).toEqual([]);
  });
});
