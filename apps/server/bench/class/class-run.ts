/** The simulated people of the class bench: children pressing 检查, hostile accounts, a health check. */
import { buyPackage, call, newPhone, type SignedIn, signIn } from "../../test/support/client.ts";
import type { Press } from "./programs.ts";

/** Runs `task` over `items`, `width` at a time. */
export async function inBatches<T, R>(
  items: T[],
  width: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index]!);
      }
    }),
  );
  return results;
}

/** People signed in through the API (captcha, SMS code, login), each owning `packages`. */
export async function signInPeople(api: string, count: number, packages: string[]): Promise<SignedIn[]> {
  return inBatches(
    Array.from({ length: count }, () => newPhone()),
    6,
    async (phone) => {
      const who = await signIn(api, phone);
      for (const uid of packages) await buyPackage(api, who, uid);
      return who;
    },
  );
}

export interface PressResult {
  press: Press;
  /** `performance.now()` when 检查 was pressed. */
  pressedAt: number;
  /** Until the final answer arrived, ms. */
  ms: number;
  status: number;
  passed?: boolean;
  attemptId?: number;
  detail?: string;
}

/** One press of 检查, followed as the player's client follows it, until the server's final answer. */
export async function pressCheck(api: string, who: SignedIn, press: Press): Promise<PressResult> {
  const pressedAt = performance.now();
  let reply = await call(api, `/exercises/${press.exerciseId}/attempts`, {
    token: who.token,
    body: press.body,
  });
  while (reply.status === 202) {
    reply = await call(api, `/exercises/attempts/${reply.body.attemptId}`, { token: who.token });
  }
  return {
    press,
    pressedAt,
    ms: performance.now() - pressedAt,
    status: reply.status,
    ...(reply.status === 200 && {
      passed: reply.body.result.passed as boolean,
      attemptId: reply.body.attemptId as number,
    }),
    ...(reply.status !== 200 && { detail: String(reply.body?.detail ?? reply.body) }),
  };
}

/**
 * A hostile account: presses 检查 with its program again as soon as it has an answer (after the
 * Retry-After of a refusal), until told to stop.
 */
export function hostileLoop(api: string, who: SignedIn, press: Press) {
  let stopped = false;
  const results: PressResult[] = [];
  const done = (async () => {
    while (!stopped) {
      const result = await pressCheck(api, who, press);
      results.push(result);
      if (result.status === 429 || result.status === 503) await new Promise((r) => setTimeout(r, 1000));
    }
  })();
  return {
    results,
    async stop() {
      stopped = true;
      await done;
    },
  };
}

/** `/api/healthz` every `everyMs`, each timed, until stopped. */
export function healthPoller(api: string, everyMs: number) {
  const times: number[] = [];
  let failures = 0;
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      const started = performance.now();
      const reply = await fetch(`${api}/healthz`).catch(() => null);
      times.push(performance.now() - started);
      if (reply?.status !== 200) failures += 1;
      await reply?.arrayBuffer();
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await done;
      return { times, failures };
    },
  };
}
