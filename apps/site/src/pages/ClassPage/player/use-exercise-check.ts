import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import type { AttemptBody, AttemptResult, ExerciseCheckResult, ExerciseView } from "@qisi/api";
import { isApiError } from "@qisi/api";
import { useState } from "react";
import type { ExerciseOutcome } from "./ExercisePanel";
import type { LessonStudioHandle } from "./LessonStudio";

const recorded = msg`服务器也检查过了，已记录。`;
const confirming = msg`编辑器里先检查好了。服务器正在确认，确认了才会记下……`;
const serverFailedLocalPassed = msg`编辑器里的检查通过了，但服务器又检查了一遍（还用了你没看到的例子），没有通过。上面是服务器的结果，以它为准：照着它改一改，再点一次“检查”。`;
const serverPassedLocalFailed = msg`服务器检查通过了，已经记下！编辑器里的检查和服务器的不一样，以服务器的结果为准。`;
const notRecorded = msg`没能记下这次检查，请检查网络后再点一次“检查”。`;
const stillWaiting = msg`服务器还在排队检查，这次先不记。你的程序还在编辑器里，等一会儿再点一次“检查”。`;

export interface CheckDeps {
  studio: () => LessonStudioHandle | null;
  /** Sends an attempt; resolves with the server's confirmed result (the client follows it in the queue). */
  attempt: (exerciseId: string, body: AttemptBody) => Promise<AttemptResult>;
  /** Seconds spent on the exercise since the last attempt. */
  seconds: (exerciseId: string) => number;
  /** Keeps the code (a Scratch project.json) the child checked as the exercise's own. */
  saveDraft: (exerciseId: string, code: string) => void;
}

/**
 * 检查 for each kind (issue 38: the browser answers at once, the server confirms): Python and
 * Scratch are checked in the browser first and shown at once with a note that the server is
 * confirming; the attempt waits its turn in the server's queue, and the server's own check decides.
 * When both agree, the note says it is recorded; when they disagree, the server's result replaces
 * the browser's and the note says which way and what to do. C++ is judged and quizzes marked on
 * the server only. When the server could not check it (a full queue, nobody checking, a broken
 * compiler, no network), nothing is recorded and the note is the server's Chinese sentence, or ours.
 */
export function useExerciseCheck(deps: CheckDeps) {
  const { i18n } = useLingui();
  const [checking, setChecking] = useState<string | null>(null);
  const [outcomes, setOutcomes] = useState<ReadonlyMap<string, ExerciseOutcome>>(new Map());
  const show = (id: string, outcome: ExerciseOutcome) =>
    setOutcomes((current) => new Map(current).set(id, outcome));

  /** Why the server's answer did not come, for the child: the server's own words when it sent some. */
  const refusal = (error: unknown): string => {
    if (!isApiError(error)) return i18n._(notRecorded);
    if (error.status === 408 && error.url.includes("exercises/attempts/")) return i18n._(stillWaiting);
    return (error.status >= 400 && error.status < 600 && error.detail) || i18n._(notRecorded);
  };

  const send = async (id: string, body: AttemptBody, shown: ExerciseCheckResult | null) => {
    try {
      return await deps.attempt(id, body);
    } catch (error) {
      show(id, { result: shown ?? outcomes.get(id)?.result ?? null, note: refusal(error) });
      return null;
    }
  };

  /** The browser's answer first, then the server's, which stands. */
  const confirmed = async (
    id: string,
    local: ExerciseCheckResult | null,
    body: () => Promise<AttemptBody>,
    code?: string,
  ) => {
    if (local) show(id, { result: local, note: i18n._(confirming), ...(code !== undefined && { code }) });
    const server = await send(id, await body(), local);
    if (!server) return null;
    const note =
      !local || local.passed === server.result.passed
        ? recorded
        : local.passed
          ? serverFailedLocalPassed
          : serverPassedLocalFailed;
    show(id, {
      result: local && local.passed === server.result.passed ? local : server.result,
      note: i18n._(note),
      ...(code !== undefined && { code }),
    });
    return server;
  };

  async function check(exercise: ExerciseView, answer?: AttemptBody): Promise<AttemptResult | null> {
    if (checking) return null;
    setChecking(exercise.id);
    try {
      const seconds = deps.seconds(exercise.id);
      if (exercise.kind === "quiz") {
        if (!answer) return null;
        const server = await send(exercise.id, { ...answer, seconds } as AttemptBody, null);
        if (server) show(exercise.id, { result: server.result });
        return server;
      }
      const studio = deps.studio();
      const code = studio?.getCode() ?? "";
      if (exercise.kind !== "scratch") deps.saveDraft(exercise.id, code);
      if (exercise.kind === "python") {
        // If the browser cannot run it (Python still loading), the server's answer is the first.
        const local = (await studio?.check?.(exercise.check).catch(() => null)) ?? null;
        // The checked code goes with the result: the error explanations read its failing line.
        return await confirmed(exercise.id, local, async () => ({ kind: "python", code, seconds }), code);
      }
      if (exercise.kind === "scratch") {
        // The frame's own run is a courtesy: without it the server's answer still comes.
        const local = (await studio?.checkScratch?.(exercise.check).catch(() => null)) ?? null;
        return await confirmed(exercise.id, local, async () => {
          const project = (await studio?.getProjectJson?.()) ?? "";
          // A fix or modify task's own project is kept as checked (a make task's is the lesson's).
          if (project) deps.saveDraft(exercise.id, project);
          return { kind: "scratch", project, seconds };
        });
      }
      if (exercise.kind === "cpp") {
        const server = await send(exercise.id, { kind: "cpp", code, seconds }, null);
        if (server) show(exercise.id, { result: server.result, code });
        return server;
      }
      return null;
    } finally {
      setChecking(null);
    }
  }

  return { check, checking, outcomes };
}
