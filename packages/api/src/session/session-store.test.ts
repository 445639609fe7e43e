import { describe, expect, it } from "vitest";
import { createSessionStore, isLoggedIn, loggedOutSession } from "./session-store.ts";

const learner = { ...loggedOutSession, id: 7, sub: "7", token: "t" };

describe("createSessionStore", () => {
  it("starts logged out unless given a session", () => {
    expect(createSessionStore().get()).toBe(loggedOutSession);
    expect(isLoggedIn(createSessionStore().get())).toBe(false);
    expect(isLoggedIn(createSessionStore(learner).get())).toBe(true);
  });

  it("tells listeners the next and previous session, until they unsubscribe", () => {
    const store = createSessionStore();
    const seen: Array<[number, number]> = [];
    const unsubscribe = store.subscribe((next, previous) => seen.push([previous.id, next.id]));
    store.set(learner);
    store.clear();
    unsubscribe();
    store.set(learner);
    expect(seen).toEqual([
      [0, 7],
      [7, 0],
    ]);
  });

  it("does not notify when the same session is set again", () => {
    const store = createSessionStore(learner);
    let calls = 0;
    store.subscribe(() => calls++);
    store.set(learner);
    expect(calls).toBe(0);
  });
});
