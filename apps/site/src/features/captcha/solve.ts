import type { CaptchaChallenge, CaptchaSolution } from "@qisi/api";

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * ALTCHA proof-of-work: find the number n ≤ maxnumber with SHA-256(salt + n) = challenge.
 * `onProgress` gets a fraction from 0 to 1 every `every` tries; `shouldStop` aborts the search.
 */
export async function solveChallenge(
  challenge: CaptchaChallenge,
  onProgress: (fraction: number) => void = () => {},
  every = 500,
  shouldStop: () => boolean = () => false,
): Promise<CaptchaSolution | null> {
  const target = challenge.challenge.toLowerCase();
  for (let number = 0; number <= challenge.maxnumber; number++) {
    if (number % every === 0) {
      if (shouldStop()) return null;
      onProgress(number / challenge.maxnumber);
    }
    if ((await sha256Hex(challenge.salt + number)) === target) {
      onProgress(1);
      const { algorithm, salt, signature } = challenge;
      return { algorithm, challenge: challenge.challenge, number, salt, signature };
    }
  }
  return null;
}
