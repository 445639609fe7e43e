import { describe, expect, it } from "vitest";
import { createInFlight } from "./in-flight.ts";

describe("createInFlight", () => {
  it("shares a running call, then forgets it", async () => {
    const inFlight = createInFlight();
    let starts = 0;
    const start = async () => ++starts;
    const both = await Promise.all([inFlight.run("k", start), inFlight.run("k", start)]);
    expect(both).toEqual([1, 1]);
    expect(inFlight.size).toBe(0);
    await expect(inFlight.run("k", start)).resolves.toBe(2);
  });

  it("forgets failures too, without an unhandled rejection of its own", async () => {
    const inFlight = createInFlight();
    await expect(inFlight.run("k", () => Promise.reject(new Error("x")))).rejects.toThrow("x");
    expect(inFlight.size).toBe(0);
  });

  it("keeps different keys apart", async () => {
    const inFlight = createInFlight();
    const answers = await Promise.all([
      inFlight.run("a", async () => "a"),
      inFlight.run("b", async () => "b"),
    ]);
    expect(answers).toEqual(["a", "b"]);
  });
});
