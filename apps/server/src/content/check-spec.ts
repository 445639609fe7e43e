import { createHash } from "node:crypto";
import { type ScratchCheckSpec, StoredPythonCheck } from "@qisi/api/contract";
import type { z } from "zod";
import type { ScratchExerciseFile } from "./schema.ts";

/**
 * The Python checks the importer stored with an exercise (`exercises.spec.check`: the cases with
 * their expected answers, computed from the reference at import, python-expectations.ts), or null
 * when the row has none a check can use (imported by an older server: the next start imports again).
 */
export function storedPythonCheck(spec: unknown): StoredPythonCheck | null {
  const check = (spec as { check?: unknown } | null)?.check;
  const parsed = StoredPythonCheck.safeParse(check);
  return parsed.success ? parsed.data : null;
}

/**
 * An exercise's own salt for its hidden answers' hashes: the same at every import of the same
 * exercise (the lesson view stays the same), different between exercises.
 */
export const pythonCheckSalt = (exerciseId: string, solution: string | undefined) =>
  createHash("sha256")
    .update(`qisi hidden answers\n${exerciseId}\n${solution ?? ""}`)
    .digest("hex")
    .slice(0, 32);

/** What the Scratch check engine takes for an exercise: its rules and behaviour runs, nothing else. */
export function scratchCheckSpec(
  exercise: Pick<ScratchExerciseFile, "rules" | "behaviour">,
): z.output<typeof ScratchCheckSpec> {
  return { rules: exercise.rules, behaviour: exercise.behaviour };
}
