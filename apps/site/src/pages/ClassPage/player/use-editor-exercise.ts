import type { ExerciseView } from "@qisi/api";
import { type RefObject, useEffect, useRef, useState } from "react";
import type { ExerciseCodeKeeper } from "./exercise-code";
import type { LessonStudioHandle } from "./LessonStudio";
import { hasProgram, hasStageProgram, isCode, keepsCode } from "./step-states";

/**
 * Which exercise the editor shows, and its code: one at a time, each with its own code (issue 37).
 * The editor moves only when the child moves it (`open`): a pass never does. A predict or
 * run-and-see step's program can be opened too, to run it (a Scratch one's project on the stage);
 * its changes are not kept. A Scratch
 * exercise's "code" is its project.json (a fix or modify task's own), or "" for the lesson's own
 * project (a make task); the Scratch studio loads it and reports its changes itself.
 */
export function useEditorExercise({
  ready,
  first,
  exercises,
  keeper,
  studio,
}: {
  /** The learner's record and kept code are in. */
  ready: boolean;
  /** Where the editor starts: the first exercise still to pass. */
  first: ExerciseView | undefined;
  exercises: ReadonlyMap<string, ExerciseView>;
  keeper: ExerciseCodeKeeper;
  studio: RefObject<LessonStudioHandle | null>;
}) {
  const [editorId, setEditorId] = useState<string | null>(null);
  /** The exercise whose code the editor holds now, set before the code changes hands. */
  const holder = useRef<string | null>(null);
  const [initialCode, setInitialCode] = useState<string | null>(null);

  const codeOf = (exercise: ExerciseView) =>
    keepsCode(exercise)
      ? keeper.codeOf(exercise.id, exercise.starter)
      : hasProgram(exercise)
        ? (exercise.code ?? "")
        : "";

  useEffect(() => {
    if (!ready || editorId || !first) return;
    holder.current = first.id;
    setInitialCode(codeOf(first));
    setEditorId(first.id);
  });

  /** Puts the exercise in the editor with its own code (or `withCode`, from its Parsons puzzle). */
  function open(exercise: ExerciseView, withCode?: string) {
    if (!isCode(exercise) && !hasProgram(exercise) && !hasStageProgram(exercise)) return;
    const current = holder.current;
    if (current && current !== exercise.id) void keeper.flush(current);
    if (withCode !== undefined && keepsCode(exercise)) keeper.change(exercise.id, withCode);
    if (current === exercise.id && withCode === undefined) return;
    holder.current = exercise.id;
    if (initialCode === null) setInitialCode(codeOf(exercise));
    else studio.current?.setCode(codeOf(exercise));
    setEditorId(exercise.id);
  }

  /** The editor's code changed (typing): the exercise it belongs to keeps it. */
  function changed(code: string) {
    const id = holder.current;
    if (id && keepsCode(exercises.get(id))) keeper.change(id, code);
  }

  return { editorId, initialCode, open, changed };
}
