/**
 * An ALTCHA challenge as our server sends it (`GET accounts/chal`, @qisi/api's `CaptchaChallenge`):
 * this package imports nothing of ours, so the shape is written out here; the site checks at
 * compile time that the API's types fit it.
 */
export interface AltchaChallenge {
  algorithm: "SHA-256";
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/** The solved challenge, the proof `onVerified` hands on (@qisi/api's `CaptchaSolution`). */
export interface AltchaSolution {
  algorithm: "SHA-256";
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

/** Solves a challenge: reports progress from 0 to 1, and answers null when no number fits or it was stopped. */
export type AltchaSolver = (
  challenge: AltchaChallenge,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
) => Promise<AltchaSolution | null>;

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * ALTCHA proof-of-work: find the number n ≤ maxnumber with SHA-256(salt + n) = challenge.
 * `onProgress` gets a fraction from 0 to 1 every `every` tries; `shouldStop` aborts the search.
 * Each hash is awaited (crypto.subtle hashes off the main thread), so the page stays responsive
 * even when this runs outside a worker.
 */
export async function solveChallenge(
  challenge: AltchaChallenge,
  onProgress: (fraction: number) => void = () => {},
  every = 500,
  shouldStop: () => boolean = () => false,
): Promise<AltchaSolution | null> {
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

/** The default solver: on this thread. An app with a worker of its own passes `solve` instead. */
export const solveOnPage: AltchaSolver = (challenge, onProgress, signal) =>
  solveChallenge(challenge, onProgress, 500, () => signal.aborted);
