import { Trans } from "@lingui/react/macro";
import type { AttemptBody, ExerciseCheckResult, ExerciseView, Lesson } from "@qisi/api";
import {
  Button,
  LessonCelebration,
  LessonStep,
  type LessonStepState,
  type ParsonsCheckValue,
  type ParsonsLineValue,
  ParsonsPuzzle,
  PredictCard,
  Prose,
  QuizCard,
  RunStepCard,
  renderLessonMarkdown,
} from "@qisi/ui";
import type { ReactNode, RefObject } from "react";
import { type ExerciseOutcome, ExercisePanel } from "./ExercisePanel";
import { NextButton } from "./NextButton";
import { ProgramBlocks } from "./ProgramBlocks";
import * as css from "./player.css";
import type { DrawBlocks } from "./SolutionBlocks";
import { hasStageProgram, isCode, lessonComplete, scratchProjectOf } from "./step-states";
import type { LessonExercisesState } from "./use-lesson-exercises";

export interface PlayerStepsProps {
  lesson: Lesson;
  states: LessonStepState[];
  record: LessonExercisesState;
  outcomes: ReadonlyMap<string, ExerciseOutcome>;
  /** The server's answers to the steps it alone marks (predict, run-and-see, Parsons). */
  stepResults: ReadonlyMap<string, ExerciseCheckResult>;
  checking: string | null;
  /**
   * The exercise in the editor. A Scratch exercise is worked on whenever its project is on the
   * stage: a fix or modify task's own, or the lesson's (shared by its make tasks).
   */
  editorId: string | null;
  /** Exercises whose newest code only this browser keeps (too long for the server). */
  keptHereOnly: ReadonlySet<string>;
  /** A Scratch lesson on a phone: its exercises wait for a tablet or a computer. */
  scratchOnPhone: boolean;
  /** Each step's element, and after them the lesson's end, for 下一题 to scroll to. */
  stepRefs: RefObject<(HTMLElement | null)[]>;
  nextLesson?: { href: string; title: string };
  /** Before the intro: the lesson's video, when it has one. */
  before?: ReactNode;
  /** After everything: the way to the previous and next lessons. */
  after?: ReactNode;
  onCheck: (exercise: ExerciseView, answer?: AttemptBody) => Promise<ExerciseCheckResult | null>;
  /** A predict or run-and-see step's program, into the editor and run. */
  onRunProgram: (exercise: ExerciseView) => void;
  onOpen: (exercise: ExerciseView) => void;
  onUseParsons: (exercise: ExerciseView, code: string) => void;
  onNext: (exercise: ExerciseView) => void;
  onReveal: (exerciseId: string, confirm: boolean) => unknown;
  revealing: string | null;
  onCheckParsons: (exercise: ExerciseView, lines: ParsonsLineValue[]) => Promise<ParsonsCheckValue | null>;
  drawBlocks: DrawBlocks;
}

/** The player's left column: the intro, each step with what there is to do in it, the lesson's end. */
export function PlayerSteps({
  lesson,
  states,
  record,
  outcomes,
  stepResults,
  checking,
  editorId,
  keptHereOnly,
  scratchOnPhone,
  stepRefs,
  nextLesson,
  before,
  after,
  onCheck,
  onRunProgram,
  onOpen,
  onUseParsons,
  onNext,
  onReveal,
  revealing,
  onCheckParsons,
  drawBlocks,
}: PlayerStepsProps) {
  const exercises = new Map(lesson.exercises.map((e) => [e.id, e]));
  const onStage = scratchProjectOf(exercises.get(editorId ?? ""));
  const complete = lessonComplete(
    lesson.exercises.map((e) => e.id),
    record.passed,
  );
  return (
    <>
      {scratchOnPhone ? (
        <section className={css.phoneNotice} aria-labelledby="scratch-lesson-phone">
          <h2 className={css.phoneNoticeTitle} id="scratch-lesson-phone">
            <Trans>搭积木要用平板或电脑</Trans>
          </h2>
          <p className={css.muted}>
            <Trans>
              手机屏幕太小，放不下 Scratch
              的舞台和积木。在手机上，你可以先读一读每一步、回答选择题；搭积木的练习，换到平板或电脑上再做吧。
            </Trans>
          </p>
        </section>
      ) : null}
      {before}
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
              <div className={css.quiz}>
                <QuizCard
                  // The card takes its first pick once: it starts again when the learner's record
                  // arrives, so a question answered before a reload shows that answer.
                  key={record.loaded ? "record" : "waiting"}
                  quiz={exercise}
                  onSubmit={(answer) => onCheck(exercise, { kind: "quiz", answer })}
                  submitting={checking === exercise.id}
                  initialAnswer={progress?.lastAnswer?.answer}
                  result={outcomes.get(exercise.id)?.result ?? progress?.lastAnswer?.result}
                  tries={progress?.progress?.attempts ?? 0}
                  locked={passed}
                />
                {passed ? <NextButton lesson={lesson} exercise={exercise} onNext={onNext} /> : null}
              </div>
            ) : exercise?.kind === "predict" ? (
              <div className={css.quiz}>
                <PredictCard
                  predict={exercise}
                  onSubmit={(answer) => onCheck(exercise, { kind: "predict", answer })}
                  submitting={checking === exercise.id}
                  result={stepResults.get(exercise.id)}
                  locked={passed}
                  program={
                    // The blocks are drawn by the lesson's Scratch editor: none on a phone, where the
                    // step's text shows the program.
                    exercise.language === "scratch" && exercise.project && !scratchOnPhone ? (
                      <ProgramBlocks project={exercise.project} draw={drawBlocks} />
                    ) : undefined
                  }
                  runAction={
                    scratchOnPhone ? undefined : hasStageProgram(exercise) ? (
                      <Button variant="secondary" onClick={() => onRunProgram(exercise)}>
                        <Trans>放到舞台上试试</Trans>
                      </Button>
                    ) : exercise.language !== "scratch" && exercise.code ? (
                      <Button variant="secondary" onClick={() => onRunProgram(exercise)}>
                        <Trans>在编辑器里运行看看</Trans>
                      </Button>
                    ) : undefined
                  }
                />
                {passed ? <NextButton lesson={lesson} exercise={exercise} onNext={onNext} /> : null}
              </div>
            ) : exercise?.kind === "run" ? (
              <div className={css.quiz}>
                <RunStepCard
                  run={exercise}
                  onSubmit={(answer) => onCheck(exercise, { kind: "run", answer })}
                  submitting={checking === exercise.id}
                  result={stepResults.get(exercise.id)}
                  locked={passed}
                  runAction={
                    scratchOnPhone ? undefined : hasStageProgram(exercise) ? (
                      <Button variant="secondary" onClick={() => onRunProgram(exercise)}>
                        <Trans>放到舞台上试试</Trans>
                      </Button>
                    ) : exercise.language !== "scratch" && exercise.code ? (
                      <Button variant="secondary" onClick={() => onRunProgram(exercise)}>
                        <Trans>在编辑器里运行</Trans>
                      </Button>
                    ) : undefined
                  }
                />
                {passed ? <NextButton lesson={lesson} exercise={exercise} onNext={onNext} /> : null}
              </div>
            ) : exercise?.kind === "parsons" ? (
              <div className={css.quiz}>
                <ParsonsPuzzle
                  lines={exercise.puzzle.lines}
                  indent={exercise.puzzle.indent}
                  onCheck={(lines) => onCheck(exercise, { kind: "parsons", lines })}
                />
                {passed ? <NextButton lesson={lesson} exercise={exercise} onNext={onNext} /> : null}
              </div>
            ) : isCode(exercise) ? (
              <ExercisePanel
                exercise={exercise}
                active={
                  exercise.id === editorId || (onStage !== null && scratchProjectOf(exercise) === onStage)
                }
                keptHereOnly={keptHereOnly.has(exercise.id)}
                unavailable={scratchOnPhone && exercise.kind === "scratch"}
                passed={passed}
                onOpen={() => onOpen(exercise)}
                onCheck={() => onCheck(exercise)}
                checking={checking === exercise.id}
                outcome={outcomes.get(exercise.id)}
                revealed={progress?.revealed ?? []}
                onReveal={(confirm) => onReveal(exercise.id, confirm)}
                revealing={revealing === exercise.id}
                onUseParsons={(code) => onUseParsons(exercise, code)}
                onCheckParsons={(lines) => onCheckParsons(exercise, lines)}
                drawBlocks={exercise.kind === "scratch" ? drawBlocks : undefined}
                next={<NextButton lesson={lesson} exercise={exercise} onNext={onNext} />}
              />
            ) : null}
          </LessonStep>
        );
      })}
      {complete ? (
        <LessonCelebration
          ref={(el) => {
            stepRefs.current[lesson.steps.length] = el;
          }}
          exercises={lesson.exercises.length}
          next={nextLesson}
        />
      ) : null}
      {after}
    </>
  );
}
