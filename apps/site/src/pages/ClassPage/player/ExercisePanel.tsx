import { Trans, useLingui } from "@lingui/react/macro";
import { CheckErrorExplanation } from "@qisi/studio";
import {
  Button,
  CheckResult,
  type CheckResultValue,
  HintLadder,
  type HintRung,
  type ParsonsCheckValue,
  type ParsonsLineValue,
} from "@qisi/ui";
import type { ReactNode } from "react";
import * as css from "./player.css";
import { type DrawBlocks, SolutionBlocks } from "./SolutionBlocks";
import type { CodeExercise } from "./step-states";

export interface ExerciseOutcome {
  result: CheckResultValue | null;
  note?: ReactNode;
  /** The program that was checked, for the error explanations that read its failing line. */
  code?: string;
}

export interface ExercisePanelProps {
  exercise: CodeExercise;
  /** This exercise is the one in the editor. */
  active: boolean;
  /** A Scratch exercise on a phone: it is done on a tablet or a computer. */
  unavailable?: boolean;
  /** Its newest code is kept only in this browser: too long for the server. */
  keptHereOnly?: boolean;
  /** Passed on the server: 下一题 is offered (`next`). */
  passed?: boolean;
  next?: ReactNode;
  onOpen: () => void;
  onCheck: () => void;
  checking: boolean;
  outcome?: ExerciseOutcome;
  revealed: HintRung[];
  onReveal: (confirm: boolean) => unknown;
  revealing: boolean;
  onUseParsons: (code: string) => void;
  /** Checks the ladder's Parsons puzzle on its own. */
  onCheckParsons: (lines: ParsonsLineValue[]) => Promise<ParsonsCheckValue | null>;
  /** Scratch: draws the solution's blocks (the ladder's last rung). */
  drawBlocks?: DrawBlocks;
}

/**
 * A code exercise inside its step: what to do, 检查, what the check found, and the hint ladder.
 * The code itself is in the studio on the right.
 */
export function ExercisePanel({
  exercise,
  active,
  unavailable = false,
  keptHereOnly = false,
  passed = false,
  next,
  onOpen,
  onCheck,
  checking,
  outcome,
  revealed,
  onReveal,
  revealing,
  onUseParsons,
  onCheckParsons,
  drawBlocks,
}: ExercisePanelProps) {
  const { t } = useLingui();
  const result = outcome?.result ?? null;
  return (
    <div className={css.exercise} data-exercise={exercise.id}>
      <h3 className={css.exerciseTitle}>
        <Trans>练一练：{exercise.title}</Trans>
      </h3>
      {exercise.kind === "cpp" && exercise.samples.length > 0 ? (
        <div className={css.samples}>
          {exercise.samples.map((sample, index) => (
            <div key={index}>
              <p className={css.muted}>
                <Trans>输入样例 {index + 1}</Trans>
              </p>
              <pre className={css.sample}>{sample.stdin || t`（没有输入）`}</pre>
              <p className={css.muted}>
                <Trans>输出样例 {index + 1}</Trans>
              </p>
              <pre className={css.sample}>{sample.stdout}</pre>
            </div>
          ))}
        </div>
      ) : null}
      <div className={css.actions}>
        {unavailable ? (
          <span className={css.muted}>
            <Trans>这道题要在平板或电脑上搭积木，换一台再来做吧。</Trans>
          </span>
        ) : active ? (
          <>
            <Button variant={passed ? "secondary" : "primary"} onClick={onCheck} busy={checking}>
              <Trans>检查</Trans>
            </Button>
            {passed ? (
              next
            ) : (
              <span className={css.muted}>
                {exercise.kind === "scratch" ? (
                  <Trans>在 Scratch 里搭好积木，再点“检查”。</Trans>
                ) : (
                  <Trans>在编辑器里写好程序，再点“检查”。</Trans>
                )}
              </span>
            )}
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={onOpen}>
              <Trans>在编辑器里做这道题</Trans>
            </Button>
            {passed ? next : null}
          </>
        )}
      </div>
      {keptHereOnly ? (
        <p className={css.keptHereOnly} role="status">
          {exercise.kind === "scratch" ? (
            <Trans>
              这个作品太大了，服务器存不下，现在只存在这台电脑里：换一台电脑就看不到这次的改动。删掉一些用不到的积木，就又能存到服务器上了。
            </Trans>
          ) : (
            <Trans>
              这段程序太长了，服务器存不下，现在只存在这台电脑里：换一台电脑就看不到这次的改动。删短一些，就又能存到服务器上了。
            </Trans>
          )}
        </p>
      ) : null}
      <CheckResult
        result={result}
        checking={checking}
        note={outcome?.note}
        explanation={
          result?.error ? <CheckErrorExplanation error={result.error} source={outcome?.code} /> : null
        }
      />
      {unavailable ? null : (
        <HintLadder
          revealed={revealed}
          total={exercise.ladder}
          nudges={exercise.hints}
          onReveal={({ confirm }) => onReveal(confirm)}
          revealing={revealing}
          onUseParsons={onUseParsons}
          onCheckParsons={onCheckParsons}
          renderBlocks={
            drawBlocks ? (targets) => <SolutionBlocks targets={targets} draw={drawBlocks} /> : undefined
          }
          language={exercise.kind}
        />
      )}
    </div>
  );
}
