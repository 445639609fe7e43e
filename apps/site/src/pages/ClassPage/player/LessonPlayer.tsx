import { useLingui } from "@lingui/react/macro";
import type { AttemptBody, ExerciseView, Lesson } from "@qisi/api";
import {
  CheckResult,
  LessonPlayerLayout,
  type LessonPlayerTab,
  type ParsonsCheckValue,
  type ParsonsLineValue,
  usePhoneLayout,
} from "@qisi/ui";
import { type ReactNode, Suspense, useCallback, useMemo, useRef, useState } from "react";
import { lazyPage } from "../../../routes/lazy-page";
import { type LessonStudioHandle, type LessonStudioKind, lessonStudioModules } from "./LessonStudio";
import type { LessonService } from "./lesson-service";
import { NextButton } from "./NextButton";
import { PlayerSteps } from "./PlayerSteps";
import * as css from "./player.css";
import type { DrawBlocks } from "./SolutionBlocks";
import { scrollToStep } from "./scroll-to-step";
import { hasProgram, hasStageProgram, isCode, keepsCode, nextStepIndex, stepStates } from "./step-states";
import { useEditorExercise } from "./use-editor-exercise";
import { useExerciseCheck } from "./use-exercise-check";
import { useExerciseCode } from "./use-exercise-code";
import { useExerciseTimer } from "./use-exercise-timer";
import { useLessonActivity } from "./use-lesson-activity";
import { useLessonExercises } from "./use-lesson-exercises";
import { useStepAnswers } from "./use-step-answers";

/**
 * Rendered at once when its chunk is already in (lazyPage): a studio that suspended stays behind
 * its fallback for at least React's 300 ms Suspense throttle, which the preload below is there to spare.
 */
const lessonStudios = {
  python: lazyPage(lessonStudioModules.python),
  cpp: lazyPage(lessonStudioModules.cpp),
  scratch: lazyPage(lessonStudioModules.scratch),
};

/**
 * Starts the lesson's studio downloading before the player can show it (issue 20: interactive ≤
 * 1.5 s). Without it the page waited for the lesson, then its exercises, then this chunk, then
 * Monaco: four round trips one after another. Only the course's language's studio is asked for,
 * with its editor (Monaco for Python and C++; a Scratch lesson loads the Scratch frame instead).
 */
export function preloadLessonStudio(kind: LessonStudioKind, withEditor = false): void {
  void lessonStudios[kind].load();
  if (withEditor && kind !== "scratch")
    void lessonStudioModules[kind]().then(({ preloadEditor }) => preloadEditor());
}

export interface LessonPlayerProps {
  lesson: Lesson;
  /** The course's language: which studio sits beside the steps. */
  kind: LessonStudioKind;
  service: LessonService;
  /** The signed-in learner: this browser's drafts of their code are theirs alone. */
  accountId: number;
  /** An exercise passed on the server (maybe completing the lesson): the outline's counts update. */
  onProgress?: () => void;
  /** The course's next lesson, offered when this one is complete. */
  nextLesson?: { href: string; title: string };
  /** At the top of the steps: the lesson's video, when it has one. */
  before?: ReactNode;
  /** At the end of the steps: the way to the previous and next lessons. */
  after?: ReactNode;
}

/**
 * A lesson with steps: the steps and their exercises on the left, the lesson's studio on the right.
 * The editor shows one exercise at a time, with that exercise's own code; only the child moves it
 * (在编辑器里做这道题, 下一题, 放进编辑器), never a pass.
 */
export function LessonPlayer({
  lesson,
  kind,
  service,
  accountId,
  onProgress,
  nextLesson,
  before,
  after,
}: LessonPlayerProps) {
  const { t } = useLingui();
  const phone = usePhoneLayout();
  const exercises = useMemo(() => new Map(lesson.exercises.map((e) => [e.id, e])), [lesson.exercises]);
  const editable = useMemo(() => lesson.exercises.filter(isCode), [lesson.exercises]);
  const keptIds = useMemo(() => editable.filter(keepsCode).map((e) => e.id), [editable]);
  const record = useLessonExercises(service, lesson.id);
  const code = useExerciseCode(service, lesson.id, accountId, keptIds);
  const states = stepStates(lesson.steps, record.passed);
  const currentExercise = exercises.get(lesson.steps[states.indexOf("current")]?.exerciseId ?? "");
  const studio = useRef<LessonStudioHandle>(null);
  const studioWaiters = useRef<((handle: LessonStudioHandle) => void)[]>([]);
  const studioRef = useCallback((handle: LessonStudioHandle | null) => {
    studio.current = handle;
    if (handle) for (const resolve of studioWaiters.current.splice(0)) resolve(handle);
  }, []);
  const editor = useEditorExercise({
    ready: record.loaded && code.loaded,
    first: editable.find((e) => !record.passed.has(e.id)) ?? editable[0] ?? lesson.exercises.find(hasProgram),
    exercises,
    keeper: code.keeper,
    studio,
  });
  const [tab, setTab] = useState<LessonPlayerTab>("steps");
  const [revealing, setRevealing] = useState<string | null>(null);
  const stepRefs = useRef<(HTMLElement | null)[]>([]);
  const timer = useExerciseTimer(currentExercise?.id ?? null);
  useLessonActivity(service, lesson.id, editor.editorId ?? currentExercise?.id ?? null);
  const { check, checking, outcomes } = useExerciseCheck({
    studio: () => studio.current,
    attempt: record.attempt,
    seconds: timer.take,
    saveDraft: (id, text) => {
      // A Scratch make task is built in the lesson's project, saved with it.
      if (!keepsCode(exercises.get(id))) return;
      code.keeper.change(id, text);
      void code.keeper.flush(id);
    },
  });
  const steps = useStepAnswers(record.attempt);
  // On a phone a Scratch lesson is for reading and answering: the editor needs a bigger screen.
  const scratchOnPhone = kind === "scratch" && phone;
  const hasEditor = editable.length > 0 || lesson.exercises.some(hasProgram);

  async function runCheck(exercise: ExerciseView, answer?: AttemptBody) {
    const answered =
      exercise.kind === "quiz" || isCode(exercise)
        ? await check(exercise, answer)
        : answer
          ? await steps.answer(exercise.id, answer)
          : null;
    if (answered?.result.passed) onProgress?.();
    return answered?.result ?? null;
  }

  async function reveal(exerciseId: string, confirm: boolean) {
    setRevealing(exerciseId);
    try {
      await record.reveal(exerciseId, confirm);
    } catch {
      // The button stays, so asking again is one press away.
    } finally {
      setRevealing(null);
    }
  }

  /** The ladder's Parsons puzzle checked on its own; on a pass the program it makes, for 放进编辑器. */
  async function checkParsons(
    exercise: ExerciseView,
    lines: ParsonsLineValue[],
  ): Promise<ParsonsCheckValue | null> {
    try {
      return (await service.checkParsons(exercise.id, lines)).result;
    } catch {
      return {
        passed: false,
        total: 0,
        passedTests: 0,
        message: t`没能检查这个拼图，请检查网络后再试一次。`,
      };
    }
  }

  // Pictures of blocks are drawn by the Scratch editor, which may still be on its way (its chunk,
  // then its frame): a predict step's picture waits for it instead of failing at first sight.
  const drawBlocks = useCallback<DrawBlocks>(async (targets) => {
    const handle =
      studio.current ??
      (await new Promise<LessonStudioHandle>((resolve) => studioWaiters.current.push(resolve)));
    if (!handle.drawBlocks) throw new Error("no Scratch editor here");
    return handle.drawBlocks(targets);
  }, []);

  /** A predict or run-and-see step's program in the editor, run where the child sees its output. */
  function runProgram(exercise: ExerciseView) {
    editor.open(exercise);
    setTab("editor");
    // After the editor has the program (React applies the change first).
    requestAnimationFrame(() => void studio.current?.run?.());
  }

  /**
   * 下一题: the step after this one, and the next exercise in the editor when it is code; after the
   * last step, the lesson's end (its slot in `stepRefs` follows the steps').
   */
  function goToNext(exercise: ExerciseView) {
    const index = lesson.steps.findIndex((s) => s.exerciseId === exercise.id);
    const next = nextStepIndex(lesson.steps, index) ?? lesson.steps.length;
    const nextExercise = lesson.steps.slice(next).find((s) => s.exerciseId)?.exerciseId;
    const upcoming = exercises.get(nextExercise ?? "");
    if (isCode(upcoming)) editor.open(upcoming);
    setTab("steps");
    // After React shows the steps tab, so the scroll lands on the final layout. The lesson's end
    // is there once every exercise passed; before that, the step still to do.
    requestAnimationFrame(() =>
      scrollToStep(stepRefs.current[next] ?? stepRefs.current[states.indexOf("current")] ?? null),
    );
  }

  const inEditor = exercises.get(editor.editorId ?? "");
  // A fix or modify task's own project on the stage, or a predict or run-and-see step's project to
  // watch; a make task (and anything else) the lesson's.
  const scratchProject =
    inEditor?.kind === "scratch" && keepsCode(inEditor)
      ? {
          exerciseId: inEditor.id,
          json: code.keeper.codeOf(inEditor.id, inEditor.starter),
          starter: inEditor.starter,
        }
      : hasStageProgram(inEditor)
        ? { exerciseId: inEditor.id, json: inEditor.project, starter: inEditor.project }
        : null;
  const editorOutcome = editor.editorId ? outcomes.get(editor.editorId) : undefined;
  const LessonStudio = lessonStudios[kind];

  const stepsColumn = (
    <PlayerSteps
      lesson={lesson}
      states={states}
      record={record}
      outcomes={outcomes}
      stepResults={steps.results}
      checking={checking ?? steps.answering}
      editorId={editor.editorId}
      keptHereOnly={code.tooLong}
      scratchOnPhone={scratchOnPhone}
      stepRefs={stepRefs}
      nextLesson={nextLesson}
      before={before}
      after={after}
      onReveal={reveal}
      revealing={revealing}
      onCheckParsons={checkParsons}
      drawBlocks={drawBlocks}
      onCheck={runCheck}
      onOpen={(exercise) => {
        editor.open(exercise);
        setTab("editor");
      }}
      onRunProgram={runProgram}
      onUseParsons={(exercise, parsonsCode) => {
        editor.open(exercise, parsonsCode);
        setTab("editor");
      }}
      onNext={goToNext}
    />
  );

  const studioView =
    scratchOnPhone || !hasEditor ? null : editor.initialCode !== null && inEditor ? (
      <Suspense fallback={<p className={css.waiting}>{t`正在打开编辑器…`}</p>}>
        <LessonStudio
          ref={studioRef}
          lesson={lesson}
          scratchProject={scratchProject}
          onScratchProject={(id, json, now) => {
            // A predict step's project is there to watch: what the child changes in it is not kept.
            if (!keepsCode(exercises.get(id))) return;
            code.keeper.change(id, json);
            if (now) void code.keeper.flush(id);
          }}
          initialCode={editor.initialCode}
          title={inEditor.title}
          onCodeChange={editor.changed}
          // A predict or run-and-see program is run, not checked.
          onCheck={isCode(inEditor) ? () => void runCheck(inEditor) : undefined}
          checking={checking === inEditor.id}
        />
      </Suspense>
    ) : (
      <p className={css.waiting}>{t`正在打开编辑器…`}</p>
    );

  // On a phone the child pressed 检查 in the editor's tab: the answer shows there too.
  const editorFooter =
    isCode(inEditor) && (editorOutcome || checking === inEditor.id) ? (
      <div className={css.editorResult}>
        <CheckResult
          result={editorOutcome?.result ?? null}
          checking={checking === inEditor.id}
          note={editorOutcome?.note}
        />
        {record.passed.has(inEditor.id) ? (
          <NextButton lesson={lesson} exercise={inEditor} onNext={goToNext} />
        ) : null}
      </div>
    ) : null;

  return (
    <LessonPlayerLayout
      steps={stepsColumn}
      editor={studioView}
      editorFooter={editorFooter}
      editorShare={kind === "scratch" ? "wide" : "default"}
      tab={tab}
      onTabChange={setTab}
    />
  );
}
