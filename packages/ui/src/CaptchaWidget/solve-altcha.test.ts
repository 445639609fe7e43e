import { describe, expect, it } from "vitest";
import { solveChallenge } from "./solve-altcha";

async function sha256Hex(text: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

describe("solveChallenge (ALTCHA proof-of-work)", () => {
  it("finds the secret number and reports progress up to 1", async () => {
    const challenge = {
      algorithm: "SHA-256" as const,
      challenge: await sha256Hex(`salt-123${137}`),
      maxnumber: 200,
      salt: "salt-123",
      signature: "sig",
    };
    const seen: number[] = [];
    const solution = await solveChallenge(challenge, (f) => seen.push(f), 50);
    const { maxnumber: _, ...rest } = challenge;
    expect(solution).toEqual({ ...rest, number: 137 });
    expect(seen.at(-1)).toBe(1);
    expect(seen.length).toBeGreaterThan(2);
  });

  it("answers null when no number fits", async () => {
    const challenge = {
      algorithm: "SHA-256" as const,
      challenge: "00",
      maxnumber: 20,
      salt: "s",
      signature: "x",
    };
    expect(await solveChallenge(challenge)).toBeNull();
  });
});
