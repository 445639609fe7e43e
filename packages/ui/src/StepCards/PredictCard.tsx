import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { CodeBlock } from "../CodeBlock";
import * as css from "./StepCards.css";
import { StepQuestion } from "./StepQuestion";
import type { PredictValue, StepAnswerValue, StepResultValue } from "./types";

export interface PredictCardProps {
  predict: PredictValue;
  onSubmit: (answer: StepAnswerValue) => unknown;
  result?: StepResultValue | null;
  submitting?: boolean;
  locked?: boolean;
  /** 在编辑器里运行看看: the app runs the program where the child can see it (Python, C++). */
  runAction?: ReactNode;
  /** Scratch: the program shown as a picture of its blocks (the app draws it), where code would be. */
  program?: ReactNode;
}

/**
 * Predict, then run (PRIMM's first step): the program is shown; the child guesses what it will
 * print (or, in Scratch, what the sprite will do), then sees what it really does. Two tries.
 */
export function PredictCard({
  predict,
  onSubmit,
  result,
  submitting,
  locked,
  runAction,
  program,
}: PredictCardProps) {
  const scratch = predict.language === "scratch";
  return (
    <div className={css.card}>
      <p className={css.kind}>
        <Trans>先猜一猜，再运行看看</Trans>
      </p>
      {program}
      {predict.code ? (
        <CodeBlock
          code={predict.code}
          language={predict.language === "scratch" ? undefined : predict.language}
        />
      ) : null}
      {predict.stdin ? (
        <p className={css.note}>
          <Trans>运行时会输入：</Trans>
          <code>{predict.stdin}</code>
        </p>
      ) : null}
      <StepQuestion
        question={predict.question}
        choices={predict.choices}
        choicesAreOutput={!scratch}
        textLabel={<Trans>把你觉得它会输出的内容写在这里：</Trans>}
        submitLabel={<Trans>就猜这个</Trans>}
        result={result}
        submitting={submitting}
        locked={locked}
        onSubmit={onSubmit}
        afterOutput={runAction}
      />
    </div>
  );
}
