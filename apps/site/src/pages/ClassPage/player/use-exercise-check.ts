import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import type { AttemptBody, AttemptResult, ExerciseView } from "@qisi/api";
import { isApiError } from "@qisi/api";
import { useState } from "react";
import type { ExerciseOutcome } from "./ExercisePanel";
import type { LessonStudioHandle } from "./LessonStudio";

const recorded = msg`已记录`;
const disagreed = msg`服务器又检查了一遍，结果和编辑器里的不一样。上面是服务器的结果，以它为准。`;
const notRecorded = msg`没能记下这次检查，请检查网络后再试一次。`;

export interface CheckDeps {
  studio: () => LessonStudioHandle | null;
  attempt: (exerciseId: string, body: AttemptBody) => Promise<AttemptResult>;
  /** Seconds spent on the exercise since the last attempt. */
  seconds: (exerciseId: string) => number;
  /** Keeps the code the child checked as the exercise's draft. */
  saveDraft: (exerciseId: string, code: string) => void;
}

/**
 * 检查 for each kind: Python runs in the browser first for an instant answer, then the server's own
 * run decides (already recorded when they agree, the server's answer shown when they do not); C++ is
 * judged on the server only; quizzes are marked there. A pass counts only from the server.
 */
export function useExerciseCheck(deps: CheckDeps) {
  const { i18n } = useLingui();
  const [checking, setChecking] = useState<string | null>(null);
  const [outcomes, setOutcomes] = useState<ReadonlyMap<string, ExerciseOutcome>>(new Map());
  const show = (id: string, outcome: ExerciseOutcome) =>
    setOutcomes((current) => new Map(current).set(id, outcome));

  const send = async (id: string, body: AttemptBody) => {
    try {
      return await deps.attempt(id, body);
    } catch (error) {
      const detail = isApiError(error) && error.status >= 400 && error.status < 500 ? error.detail : null;
      show(id, { result: outcomes.get(id)?.result ?? null, note: detail || i18n._(notRecorded) });
      return null;
    }
  };

  async function check(exercise: ExerciseView, answer?: AttemptBody): Promise<AttemptResult | null> {
    if (checking) return null;
    setChecking(exercise.id);
    try {
      const seconds = deps.seconds(exercise.id);
      if (exercise.kind === "quiz") {
        if (!answer) return null;
        const server = await send(exercise.id, { ...answer, seconds } as AttemptBody);
        if (server) show(exercise.id, { result: server.result });
        return server;
      }
      const studio = deps.studio();
      const code = studio?.getCode() ?? "";
      if (exercise.kind !== "scratch") deps.saveDraft(exercise.id, code);
      if (exercise.kind === "python") {
        // The browser's answer comes first; if it cannot run (Python still loading), the server's does.
        const local = (await studio?.check?.(exercise.check).catch(() => null)) ?? null;
        // The checked code goes with the result: the error explanations read its failing line.
        if (local) show(exercise.id, { result: local, code });
        const server = await send(exercise.id, { kind: "python", code, seconds });
        if (!server) return null;
        show(
          exercise.id,
          !local || local.passed === server.result.passed
            ? { result: local ?? server.result, note: i18n._(recorded), code }
            : { result: server.result, note: i18n._(disagreed), code },
        );
        return server;
      }
      if (exercise.kind === "scratch") {
        // The frame's own run is a courtesy: without it the server's answer still comes.
        const local = (await studio?.checkScratch?.(exercise.check).catch(() => null)) ?? null;
        if (local) show(exercise.id, { result: local });
        const project = (await studio?.getProjectJson?.()) ?? "";
        const server = await send(exercise.id, { kind: "scratch", project, seconds });
        if (!server) return null;
        show(
          exercise.id,
          !local || local.passed === server.result.passed
            ? { result: local ?? server.result, note: i18n._(recorded) }
            : { result: server.result, note: i18n._(disagreed) },
        );
        return server;
      }
      if (exercise.kind === "cpp") {
        const server = await send(exercise.id, { kind: "cpp", code, seconds });
        if (server) show(exercise.id, { result: server.result });
        return server;
      }
      return null;
    } finally {
      setChecking(null);
    }
  }

  return { check, checking, outcomes };
}
