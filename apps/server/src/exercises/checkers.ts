import type { AttemptBody, ExerciseCheckResult, ExerciseKind } from "@qisi/api/contract";
import type { exercises } from "../db/schema.ts";

/**
 * An exercise as the importer stored it: `spec` is the whole validated exercise file with its
 * answers and reference `solution` (content/import.ts), server-only. A checker reads its kind's
 * fields from `spec` (the content schema of that kind).
 */
export type ExerciseRow = typeof exercises.$inferSelect;

/**
 * Checks one attempt on the server before a pass is recorded: one per exercise kind, so the
 * browser's instant check never decides progress. Called only with a body of the exercise's own
 * kind (the route refuses another kind first), so a checker may narrow on `body.kind` without a
 * fallback. It answers the one result shape every kind shares; a learner's mistake is a result
 * with `passed: false`, never a thrown error (a throw is the server's fault: 500).
 */
export type ExerciseChecker<K extends ExerciseKind = ExerciseKind> = (
  exercise: ExerciseRow,
  body: Extract<AttemptBody, { kind: K }>,
) => Promise<ExerciseCheckResult>;

/**
 * The checkers by kind: every kind content can hold has one, so every exercise can be passed. The
 * lesson format v2 kinds (predict, run, parsons) join as the content schema accepts them.
 */
export type CheckerRegistry = { [K in Exclude<ExerciseKind, V2Kind>]: ExerciseChecker<K> } & {
  [K in V2Kind]?: ExerciseChecker<K>;
};
type V2Kind = "predict" | "run" | "parsons";
