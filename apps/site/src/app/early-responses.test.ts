// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { adoptingEarlyResponses, type EarlyResponses, earlyResponseMaxAgeMs } from "./early-responses";

const origin = "https://qisi.example";
type Entry = [
  key: string,
  answer: Promise<Response>,
  bearer?: string | null | Promise<string | null>,
  at?: number,
];
const early = (entries: Entry[]): EarlyResponses =>
  new Map(
    entries.map(([key, answer, bearer = "", at = 1000]) => [
      key,
      { answer, bearer: Promise.resolve(bearer), at },
    ]),
  );
const get = (path: string, token = "") =>
  new Request(`${origin}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
const answer = (body: unknown) => Promise.resolve(Response.json(body));
/** An early answer that failed, handled as src/early-data.js handles it (no unhandled rejection). */
const failure = (error: Error) => {
  const failed = Promise.reject(error);
  failed.catch(() => {});
  return failed;
};

describe("the API client's fetch, taking the page's early answers", () => {
  it("takes the early answer for the same path, query and bearer, once", async () => {
    const responses = early([
      ["/api/accounts/session", answer({ id: 0 })],
      ["/api/lessons/progress?app=c1", answer({ done: ["l1"] }), "tok"],
    ]);
    const network = vi.fn(async () => Response.json({ from: "network" }));
    const fetch = adoptingEarlyResponses(
      () => responses,
      network,
      () => 2000,
    );

    expect(await (await fetch(get("/api/accounts/session"), {})).json()).toEqual({ id: 0 });
    expect(await (await fetch(get("/api/lessons/progress?app=c1", "tok"), {})).json()).toEqual({
      done: ["l1"],
    });
    expect(network).not.toHaveBeenCalled();
    // Asked again: a second call is a real one (an answer's body can be read once).
    expect(await (await fetch(get("/api/accounts/session"), {})).json()).toEqual({ from: "network" });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it("a call made before the session's answer is in waits for the early one instead of asking twice", async () => {
    let learnBearer: (token: string) => void = () => {};
    const bearer = new Promise<string>((resolve) => {
      learnBearer = resolve;
    });
    const responses = early([["/api/lessons/l1", answer({ early: true }), bearer]]);
    const network = vi.fn(async () => Response.json({ early: false }));
    const fetch = adoptingEarlyResponses(
      () => responses,
      network,
      () => 2000,
    );

    const asked = fetch(get("/api/lessons/l1", "tok"));
    learnBearer("tok");
    expect(await (await asked).json()).toEqual({ early: true });
    expect(network).not.toHaveBeenCalled();
  });

  it("asks the network when the bearer, the query or the method differ, or the page never asked", async () => {
    const responses = early([
      ["/api/lessons/l1", answer({ early: true }), "tok"],
      ["/api/lessons/progress?app=c1", answer({ early: true }), "tok"],
      // The page found no session, so it asked for nothing.
      ["/api/lessons/l2", failure(new Error("not asked")), null],
    ]);
    const network = vi.fn(async () => Response.json({ early: false }));
    const fetch = adoptingEarlyResponses(
      () => responses,
      network,
      () => 2000,
    );

    // Another learner's token (signed out and in again meanwhile) never gets the first one's lesson.
    expect(await (await fetch(get("/api/lessons/l1", "other"))).json()).toEqual({ early: false });
    expect(await (await fetch(get("/api/lessons/progress?app=c2", "tok"))).json()).toEqual({ early: false });
    const post = new Request(`${origin}/api/lessons/progress?app=c1`, {
      method: "POST",
      headers: { authorization: "Bearer tok" },
    });
    expect(await (await fetch(post)).json()).toEqual({ early: false });
    expect(await (await fetch(get("/api/lessons/l2", "tok"))).json()).toEqual({ early: false });
    expect(network).toHaveBeenCalledTimes(4);
    expect([...responses.keys()]).toEqual(["/api/lessons/progress?app=c1"]);
  });

  it("asks again when the early answer failed or is too old", async () => {
    const responses = early([
      ["/api/accounts/session", failure(new TypeError("Failed to fetch"))],
      ["/api/lessons/l1", answer({ early: true }), "tok", 1000],
    ]);
    const network = vi.fn(async () => Response.json({ from: "network" }));
    const fetch = adoptingEarlyResponses(
      () => responses,
      network,
      () => 1000 + earlyResponseMaxAgeMs + 1,
    );

    expect(await (await fetch(get("/api/accounts/session"))).json()).toEqual({ from: "network" });
    expect(await (await fetch(get("/api/lessons/l1", "tok"))).json()).toEqual({ from: "network" });
    expect(network).toHaveBeenCalledTimes(2);
    expect(responses.size).toBe(0);
  });

  it("passes every call through when the page asked for nothing early", async () => {
    const network = vi.fn(async () => new Response("ok"));
    const fetch = adoptingEarlyResponses(() => undefined, network);
    await fetch("https://qisi.example/api/apps/c1");
    expect(network).toHaveBeenCalledWith("https://qisi.example/api/apps/c1", undefined);
  });
});
