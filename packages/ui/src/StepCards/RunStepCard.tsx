import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { CodeBlock } from "../CodeBlock";
import * as css from "./StepCards.css";
import { StepQuestion } from "./StepQuestion";
import type { RunStepValue, StepAnswerValue, StepResultValue } from "./types";

export interface RunStepCardProps {
  run: RunStepValue;
  onSubmit: (answer: StepAnswerValue) => unknown;
  result?: StepResultValue | null;
  submitting?: boolean;
  locked?: boolean;
  /** 在编辑器里运行: the app puts the program into the editor, where the child runs (and changes) it. */
  runAction?: ReactNode;
}

/**
 * Run and see: the child runs the given program (perhaps after changing the one marked value) and
 * answers one question about what happened.
 */
export function RunStepCard({ run, onSubmit, result, submitting, locked, runAction }: RunStepCardProps) {
  return (
    <div className={css.card}>
      <p className={css.kind}>
        <Trans>运行看看，再回答</Trans>
      </p>
      {run.code ? (
        <CodeBlock code={run.code} language={run.language === "scratch" ? undefined : run.language} />
      ) : null}
      {run.change ? (
        <p className={css.changeNote}>
          <Trans>
            可以改一改第 {run.change.line} 行的 <span className={css.mark}>{run.change.value}</span>
            ，再运行，看看有什么不一样。
          </Trans>
        </p>
      ) : null}
      {runAction ? <div className={css.actions}>{runAction}</div> : null}
      <StepQuestion
        question={run.question}
        choices={run.choices.map((text) => ({ text }))}
        textLabel={<Trans>你的回答：</Trans>}
        submitLabel={<Trans>提交答案</Trans>}
        result={result}
        submitting={submitting}
        locked={locked}
        onSubmit={onSubmit}
      />
    </div>
  );
}
