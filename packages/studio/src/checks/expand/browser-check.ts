import type { BrowserPythonCheck, StoredPythonCheck } from "@qisi/api/contract";
import { hiddenOutputHash, hiddenValueHash } from "../judge/hidden-hash.ts";

/**
 * What the browser gets of an exercise's checks (issue 38 item 5, the lesson view): every case's
 * input, a shown case's answer, and for a hidden or random case only a salted hash of its answer,
 * so a program that prints constants fails at once in the browser while the answer stays on the
 * server. The reference solution is never part of it.
 */
export function browserCheck(stored: StoredPythonCheck): BrowserPythonCheck {
  return {
    ...stored,
    cases: stored.cases.map(({ expected, ...kase }) => {
      if (!kase.hidden) return { ...kase, expected };
      const expectedHash =
        "value" in expected
          ? hiddenValueHash(stored.salt, expected.value)
          : "stdout" in expected
            ? hiddenOutputHash(stored.salt, expected.stdout, stored.compare)
            : undefined;
      return { ...kase, ...(expectedHash !== undefined && { expectedHash }) };
    }),
  };
}
