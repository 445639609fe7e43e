import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../Button";
import { CheckResult, type CheckResultValue } from "../CheckResult";
import { CodeBlock } from "../CodeBlock";
import * as css from "./QuizCard.css";
import { optionLetter, type QuizAnswerValue, type QuizValue } from "./types";

export interface QuizCardProps {
  quiz: QuizValue;
  onSubmit: (answer: QuizAnswerValue) => unknown;
  submitting?: boolean;
  /** The marked answer: right or wrong, with the author's why and explanation. */
  result?: CheckResultValue | null;
  /** After a right answer: the choice stays as it was and cannot be changed. */
  locked?: boolean;
  /** The answer to show picked at first (the last one sent). */
  initialAnswer?: QuizAnswerValue;
  /**
   * How many answers the learner has sent. The explanation waits for a right answer or a second
   * try (issue 37): after one wrong try the child thinks again with the why of the option they
   * picked, not with the answer explained.
   */
  tries?: number;
}

/** Tries after which a question explains itself even when still answered wrong. */
export const explainAfterTries = 2;

const initialPick = (answer: QuizAnswerValue | undefined): string[] =>
  answer === undefined
    ? []
    : typeof answer === "boolean"
      ? [String(answer)]
      : Array.isArray(answer)
        ? answer
        : [answer];

/** The result as the child may read it now: without the explanation until it has been earned. */
function explained(result: CheckResultValue | null | undefined, tries: number) {
  if (!result?.quiz?.explanation || result.passed || tries >= explainAfterTries) return result;
  const { explanation: _held, ...quiz } = result.quiz;
  return { ...result, quiz };
}

/**
 * A GESP-style question: one choice, several choices, true or false, or "这段程序输出什么？" with the
 * program shown. Native radios and checkboxes, so arrow keys and Space work as everywhere else.
 */
export function QuizCard({
  quiz,
  onSubmit,
  submitting = false,
  result,
  locked = false,
  initialAnswer,
  tries = 0,
}: QuizCardProps) {
  const { t } = useLingui();
  const name = useId();
  const [picked, setPicked] = useState<string[]>(() => initialPick(initialAnswer));
  const multiple = quiz.type === "multiple";
  const choices =
    quiz.type === "truefalse"
      ? [
          { value: "true", label: t`对` },
          { value: "false", label: t`错` },
        ]
      : quiz.options.map((label, index) => ({ value: optionLetter(index), label }));

  const toggle = (value: string, checked: boolean) =>
    setPicked((current) =>
      multiple ? (checked ? [...current, value].sort() : current.filter((v) => v !== value)) : [value],
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (picked.length === 0 || locked) return;
    const answer: QuizAnswerValue =
      quiz.type === "truefalse" ? picked[0] === "true" : multiple ? picked : (picked[0] as string);
    void onSubmit(answer);
  };

  return (
    <form className={css.card} onSubmit={submit} data-locked={locked}>
      {quiz.code ? <CodeBlock code={quiz.code} language={quiz.language} /> : null}
      <fieldset className={css.fieldset} disabled={locked}>
        <legend className={css.legend}>
          <span className={css.kind}>
            {quiz.type === "multiple" ? (
              <Trans>多选题（可以选好几个）</Trans>
            ) : quiz.type === "truefalse" ? (
              <Trans>判断题</Trans>
            ) : quiz.type === "output" ? (
              <Trans>读程序</Trans>
            ) : (
              <Trans>单选题</Trans>
            )}
          </span>
          {quiz.question}
        </legend>
        {choices.map((choice) => (
          <label key={choice.value} className={css.option}>
            <input
              className={css.input}
              type={multiple ? "checkbox" : "radio"}
              name={name}
              value={choice.value}
              checked={picked.includes(choice.value)}
              onChange={(event) => toggle(choice.value, event.currentTarget.checked)}
            />
            {quiz.type === "truefalse" ? null : <span className={css.letter}>{choice.value}.</span>}
            <span className={quiz.type === "output" ? css.outputText : undefined}>{choice.label}</span>
          </label>
        ))}
      </fieldset>
      {locked ? null : (
        <div className={css.actions}>
          <Button type="submit" busy={submitting} disabled={picked.length === 0}>
            <Trans>提交答案</Trans>
          </Button>
        </div>
      )}
      <CheckResult result={explained(result, tries)} checking={submitting} />
    </form>
  );
}
