import { ExerciseParams, ParsonsBody, ParsonsResult } from "@qisi/api/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { assembleParsons } from "../content/parsons.ts";
import type { EntitlementStore } from "../courses/entitlement-store.ts";
import type { Guards } from "../http/guards.ts";
import { notCheckedBecause } from "../judging/attempt-jobs.ts";
import type { WorkSystem } from "../judging/work-system.ts";
import { exerciseMissing, noParsons, notChecked, parsonsLinesRefused } from "./errors.ts";
import { ladderOf } from "./ladder.ts";
import { checkAsCode } from "./step-check.ts";
import type { ExerciseStore } from "./store.ts";
import type { StudyTimeStore } from "./study-time.ts";

export interface ParsonsOptions {
  store: ExerciseStore;
  studyTime: StudyTimeStore;
  entitlements: EntitlementStore;
  guards: Guards;
  /** The process's work system: its workers' code checkers run the puzzle's program. */
  work: Pick<WorkSystem, "codeCheckers">;
}

/**
 * `POST exercises/{id}/parsons`: the hint ladder's Parsons puzzle checked on its own (issue 37),
 * once the ladder has shown it: the assembled program goes through the exercise's own checks. It
 * records no pass; "放进编辑器" puts the program into this exercise's editor, and the child's 检查
 * there passes it (as `parsons`).
 */
export const parsonsPlugin: FastifyPluginAsyncZod<ParsonsOptions> = async (
  app,
  { store, studyTime, entitlements, guards, work },
) => {
  app.post(
    "/exercises/:exerciseId/parsons",
    {
      onRequest: guards.signedIn,
      preHandler: guards.entitlement<z.infer<typeof ExerciseParams>>(async ({ exerciseId }) => {
        const exercise = await store.find(exerciseId);
        return exercise && entitlements.lesson(exercise.lessonId);
      }, exerciseMissing),
      schema: { params: ExerciseParams, body: ParsonsBody, response: { 200: ParsonsResult } },
    },
    async (request) => {
      const { accountId } = request;
      const exercise = await store.find(request.params.exerciseId);
      if (!exercise) throw exerciseMissing();
      if (exercise.kind !== "python" && exercise.kind !== "cpp") throw noParsons();
      const rungs = ladderOf(exercise);
      const index = rungs.findIndex((rung) => rung.kind === "parsons");
      const rung = rungs[index];
      const [row] = await store.progress(accountId, [exercise.id]);
      if (rung?.kind !== "parsons" || !rung.puzzle || (row?.hintsUsed ?? 0) <= index) throw noParsons();
      const program = assembleParsons(rung.puzzle, request.body.lines);
      if (program === null) throw parsonsLinesRefused();
      await studyTime.touch(accountId, exercise.lessonId, exercise.id);
      // No record is written, so this check is not queued: it runs on this process's own workers'
      // checkers (bounded by their slots), and a server that leaves checking to worker processes
      // says nobody is checking here, as an attempt would.
      const checkers = work.codeCheckers;
      if (!checkers) throw notChecked(notCheckedBecause["no-worker"]);
      const result = await checkAsCode(checkers, exercise, exercise.kind, program);
      return { exerciseId: exercise.id, result: { ...result, program } };
    },
  );
};
