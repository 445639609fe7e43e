import { Trans } from "@lingui/react/macro";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { Button } from "../Button";
import { VisibleText } from "../CheckResult/VisibleText";
import * as css from "./StepCards.css";
import type { StepAnswerValue, StepResultValue } from "./types";

export interface StepQuestionProps {
  question: string;
  choices: { text: string; picture?: string }[];
  /** The choices are a program's output (shown as such, monospace). */
  choicesAreOutput?: boolean;
  /** Without choices: the label of the box the child types into. */
  textLabel: ReactNode;
  submitLabel: ReactNode;
  result?: StepResultValue | null;
  submitting?: boolean;
  /** Answered right: the answer stays as it was. */
  locked?: boolean;
  onSubmit: (answer: StepAnswerValue) => unknown;
  /** Shown with the feedback once the real output is known (在编辑器里运行看看), and on a step passed before. */
  afterOutput?: ReactNode;
}

/**
 * The question of a predict or run-and-see step: pick a choice or type the answer, then what the
 * answer got: right, or try again (how many tries are left), and once it is settled (right, or the
 * tries used up) what the program really printed, the right answer and why. Announced politely.
 */
export function StepQuestion({
  question,
  choices,
  choicesAreOutput = false,
  textLabel,
  submitLabel,
  result,
  submitting = false,
  locked = false,
  onSubmit,
  afterOutput,
}: StepQuestionProps) {
  const name = useId();
  const [picked, setPicked] = useState<number | null>(null);
  const [typed, setTyped] = useState("");
  const step = result?.step;
  const settled = step ? step.right || step.triesLeft === 0 : false;
  const rightChoice = settled && typeof step?.answer === "number" ? step.answer : null;
  const ready = choices.length > 0 ? picked !== null : typed.trim() !== "";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || locked) return;
    void onSubmit(choices.length > 0 ? { choice: picked as number } : { text: typed });
  };

  return (
    <form className={css.fieldset} onSubmit={submit}>
      {choices.length > 0 ? (
        <fieldset className={css.fieldset} disabled={locked}>
          <legend className={css.legend}>{question}</legend>
          {choices.map((choice, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a step's choices are fixed; two may read the same.
            <label key={index} className={css.option} data-right={rightChoice === index}>
              <input
                className={css.radio}
                type="radio"
                name={name}
                value={index}
                checked={picked === index}
                onChange={() => setPicked(index)}
              />
              <span className={css.choiceText}>
                {choicesAreOutput ? (
                  <pre className={css.output}>{choice.text}</pre>
                ) : (
                  <span>{choice.text}</span>
                )}
                {choice.picture ? <img className={css.picture} src={choice.picture} alt="" /> : null}
                {rightChoice === index ? (
                  <span className={css.rightTag}>
                    <Trans>✓ 正确答案</Trans>
                  </span>
                ) : null}
              </span>
            </label>
          ))}
        </fieldset>
      ) : (
        <label className={css.fieldset}>
          <span className={css.legend}>{question}</span>
          <span className={css.label}>{textLabel}</span>
          <textarea
            className={css.textAnswer}
            value={typed}
            disabled={locked}
            spellCheck={false}
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
        </label>
      )}
      {locked ? null : (
        <div className={css.actions}>
          <Button type="submit" busy={submitting} disabled={!ready}>
            {submitLabel}
          </Button>
        </div>
      )}
      <div role="status" aria-live="polite" aria-busy={submitting}>
        {step && result ? (
          <div className={css.feedback} data-state={step.right ? "right" : settled ? "settled" : "again"}>
            <p className={css.headline}>{result.message}</p>
            {!settled ? (
              <p className={css.note}>
                <Trans>再想一想，还可以再试 {step.triesLeft} 次。</Trans>
              </p>
            ) : null}
            {settled && step.output !== undefined ? (
              <figure className={css.outputFigure}>
                <figcaption className={css.note}>
                  <Trans>程序真正的输出：</Trans>
                </figcaption>
                <pre className={css.console}>
                  <VisibleText text={step.output} />
                </pre>
              </figure>
            ) : null}
            {settled && typeof step.answer === "string" ? (
              <p className={css.note}>
                <Trans>正确答案：{step.answer}</Trans>
              </p>
            ) : null}
            {settled && step.explanation ? (
              <p className={css.note}>
                <Trans>为什么：{step.explanation}</Trans>
              </p>
            ) : null}
            {settled ? afterOutput : null}
          </div>
        ) : null}
      </div>
      {/* Answered on an earlier visit: its feedback is gone, running it again is not. */}
      {locked && !(step && result) && afterOutput ? <div className={css.actions}>{afterOutput}</div> : null}
    </form>
  );
}
