import { z } from "zod";
import { IsoTime } from "./common.ts";

// ── Each exercise's code, kept on the server (issue 37 item 5) ──────────────────────────────────
// The lesson player keeps the child's code per exercise, so switching exercises, reloading or
// coming back on another computer starts from where they were. A Scratch fix or modify task keeps
// its project.json here too (a few KB; its costumes are assets stored by content). Only the
// caller's own code is ever read or written: no route names another account.

/** The same bound as an attempt's code: 64 KiB is far more than any lesson task needs. */
export const maxExerciseCodeLength = 65_536;

/** `PUT exercises/{exerciseId}/code`: the code in the editor now (Scratch: the project.json on the stage). */
export const ExerciseCodeBody = z.strictObject({
  code: z.string().max(maxExerciseCodeLength, "程序太长了（最多 64 KB），保存不了"),
});
export type ExerciseCodeBody = z.infer<typeof ExerciseCodeBody>;

/** One exercise's kept code and when it was last kept. */
export const ExerciseCode = z.object({
  exerciseId: z.string(),
  code: z.string(),
  updatedAt: IsoTime,
});
export type ExerciseCode = z.infer<typeof ExerciseCode>;

/** `GET lessons/{lessonId}/code`: the caller's kept code of the lesson's exercises (only those kept). */
export const LessonCode = z.object({
  lessonId: z.string(),
  exercises: z.array(ExerciseCode),
});
export type LessonCode = z.infer<typeof LessonCode>;
