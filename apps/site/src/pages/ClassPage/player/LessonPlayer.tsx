import { Trans, useLingui } from "@lingui/react/macro";
import type { ExerciseView, Lesson } from "@qisi/api";
import {
  LessonPlayerLayout,
  type LessonPlayerTab,
  LessonStep,
  Prose,
  QuizCard,
  renderLessonMarkdown,
} from "@qisi/ui";
import { Suspense, useEffect, useMemo, useRef, useState } from "react";
import { lazyPage } from "../../../routes/lazy-page";
import { ExercisePanel } from "./ExercisePanel";
import { readExerciseCode, writeExerciseCode } from "./exercise-drafts";
import { type LessonStudioHandle, type LessonStudioKind, lessonStudioModules } from "./LessonStudio";
import type { LessonService } from "./lesson-service";
import * as css from "./player.css";
import { scrollToStep } from "./scroll-to-step";
import { lessonComplete, nextStepIndex, stepStates } from "./step-states";
import { useExerciseCheck } from "./use-exercise-check";
import { useExerciseTimer } from "./use-exercise-timer";
import { useLessonExercises } from "./use-lesson-exercises";

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
  /** An exercise passed on the server (maybe completing the lesson): the outline's counts update. */
  onProgress?: () => void;
}

const isCode = (
  e: ExerciseView | undefined,
): e is Extract<ExerciseView, { kind: "python" | "cpp" | "scratch" }> =>
  !!e && (e.kind === "python" || e.kind === "cpp" || e.kind === "scratch");

/** A lesson with steps: the steps and their exercises on the left, the lesson's studio on the right. */
export function LessonPlayer({ lesson, kind, service, onProgress }: LessonPlayerProps) {
  const { t } = useLingui();
  const exercises = useMemo(() => new Map(lesson.exercises.map((e) => [e.id, e])), [lesson.exercises]);
  const record = useLessonExercises(service, lesson.id);
  const states = stepStates(lesson.steps, record.passed);
  const currentStep = states.indexOf("current");
  const currentExercise = exercises.get(lesson.steps[currentStep]?.exerciseId ?? "");
  const codeExercises = useMemo(() => lesson.exercises.filter(isCode), [lesson.exercises]);
  const [editorId, setEditorId] = useState<string | null>(null);
  const [initialCode, setInitialCode] = useState<string | null>(null);
  const [tab, setTab] = useState<LessonPlayerTab>("steps");
  const [revealing, setRevealing] = useState<string | null>(null);
  const studio = useRef<LessonStudioHandle>(null);
  const stepRefs = useRef<(HTMLElement | null)[]>([]);
  const timer = useExerciseTimer(currentExercise?.id ?? null);
  const { check, checking, outcomes } = useExerciseCheck({
    studio: () => studio.current,
    attempt: record.attempt,
    seconds: timer.take,
    saveDraft: (id, code) => void writeExerciseCode(id, code),
  });
  const complete = lessonComplete(
    lesson.exercises.map((e) => e.id),
    record.passed,
  );

  // The editor starts on the first exercise still to pass, with the child's own last code for it.
  useEffect(() => {
    if (!record.loaded || editorId) return;
    const first = codeExercises.find((e) => !record.passed.has(e.id)) ?? codeExercises[0];
    if (!first) return;
    let live = true;
    // One Scratch project holds a lesson's Scratch exercises: the frame keeps it, not a draft here.
    (first.kind === "scratch" ? Promise.resolve("") : readExerciseCode(first.id, first.starter)).then(
      (code) => {
        if (!live) return;
        setInitialCode(code);
        setEditorId(first.id);
      },
    );
    return () => {
      live = false;
    };
  }, [record.loaded, editorId, codeExercises, record.passed]);

  async function openInEditor(exercise: ExerciseView) {
    if (!isCode(exercise) || exercise.kind === "scratch" || exercise.id === editorId) return;
    if (editorId && studio.current) await writeExerciseCode(editorId, studio.current.getCode());
    studio.current?.setCode(await readExerciseCode(exercise.id, exercise.starter));
    setEditorId(exercise.id);
  }

  async function runCheck(exercise: ExerciseView, answer?: Parameters<typeof check>[1]) {
    const answerOf = await check(exercise, answer);
    if (!answerOf?.result.passed) return;
    onProgress?.();
    const index = lesson.steps.findIndex((s) => s.exerciseId === exercise.id);
    const next = nextStepIndex(lesson.steps, index);
    if (next === null) return;
    const nextExercise = exercises.get(lesson.steps[next]?.exerciseId ?? "");
    if (nextExercise) await openInEditor(nextExercise);
    setTab("steps");
    // After React shows the step as passed, so the scroll lands on the final layout.
    requestAnimationFrame(() => scrollToStep(stepRefs.current[next] ?? null));
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

  const editorExercise = exercises.get(editorId ?? "");
  const LessonStudio = lessonStudios[kind];
  const steps = (
    <>
      {lesson.intro ? (
        <Prose>
          <div dangerouslySetInnerHTML={{ __html: renderLessonMarkdown(lesson.intro) }} />
        </Prose>
      ) : null}
      {lesson.steps.map((step, index) => {
        const exercise = exercises.get(step.exerciseId ?? "");
        const progress = exercise ? record.records.get(exercise.id) : undefined;
        const passed = exercise ? record.passed.has(exercise.id) : false;
        return (
          <LessonStep
            key={`${index}-${step.title}`}
            ref={(el) => {
              stepRefs.current[index] = el;
            }}
            number={index + 1}
            title={step.title}
            markdown={step.markdown}
            state={states[index] ?? "todo"}
            headingLevel={2}
          >
            {exercise?.kind === "quiz" ? (
              <QuizCard
                // The card takes its first pick once: it starts again when the learner's record
                // arrives, so a question answered before a reload shows that answer.
                key={record.loaded ? "record" : "waiting"}
                quiz={exercise}
                onSubmit={(answer) => runCheck(exercise, { kind: "quiz", answer, seconds: 0 })}
                submitting={checking === exercise.id}
                initialAnswer={progress?.lastAnswer?.answer}
                result={outcomes.get(exercise.id)?.result ?? progress?.lastAnswer?.result}
                locked={passed}
              />
            ) : isCode(exercise) ? (
              <ExercisePanel
                exercise={exercise}
                active={exercise.id === editorId || exercise.kind === "scratch"}
                onOpen={() => {
                  void openInEditor(exercise);
                  setTab("editor");
                }}
                onCheck={() => void runCheck(exercise)}
                checking={checking === exercise.id}
                outcome={outcomes.get(exercise.id)}
                // The Scratch blocks rung (issue 37) is drawn by the player's next step.
                revealed={(progress?.revealed ?? []).filter((rung) => rung.kind !== "blocks")}
                onReveal={(confirm) => reveal(exercise.id, confirm)}
                revealing={revealing === exercise.id}
                onUseParsons={(code) => {
                  studio.current?.setCode(code);
                  setTab("editor");
                }}
              />
            ) : null}
          </LessonStep>
        );
      })}
      {complete ? (
        <section className={css.complete} aria-labelledby="lesson-complete">
          <h2 className={css.completeTitle} id="lesson-complete">
            <Trans>这节课的练习全部通过了！</Trans>
          </h2>
          <p className={css.muted}>
            <Trans>学习进度已经记下来了。休息一下，再去下一节课看看吧。</Trans>
          </p>
        </section>
      ) : null}
    </>
  );

  const editor =
    initialCode !== null && isCode(editorExercise) ? (
      <Suspense fallback={<p className={css.waiting}>{t`正在打开编辑器…`}</p>}>
        <LessonStudio
          ref={studio}
          lesson={lesson}
          initialCode={initialCode}
          title={editorExercise.title}
          onCodeChange={(code) => void writeExerciseCode(editorExercise.id, code)}
          onCheck={() => void runCheck(editorExercise)}
          checking={checking === editorExercise.id}
        />
      </Suspense>
    ) : (
      <p className={css.waiting}>{t`正在打开编辑器…`}</p>
    );

  return <LessonPlayerLayout steps={steps} editor={editor} tab={tab} onTabChange={setTab} />;
}
