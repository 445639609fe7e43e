import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Button } from "../Button";
import { CodeBlock, type CodeLanguage } from "../CodeBlock";
import { Dialog } from "../Dialog";
import * as css from "./HintLadder.css";
import { ParsonsPuzzle } from "./ParsonsPuzzle";
import type { HintRung } from "./types";

export interface HintLadderProps {
  /** The rungs revealed so far, first to last. */
  revealed: HintRung[];
  /** How many rungs there are in all. */
  total: number;
  /** How many of them are nudges (text); after them come the Parsons puzzle and the solution, when there is one. */
  nudges: number;
  /** Asks for the next rung; `confirm` is true only after the child agreed to see the solution. */
  onReveal: (options: { confirm: boolean }) => unknown;
  /** The next rung is on its way. */
  revealing?: boolean;
  /** 放进编辑器 from the Parsons puzzle, with the lines in the child's order. */
  onUseParsons?: (code: string) => void;
  language?: CodeLanguage;
}

/**
 * Hints one at a time: nudges first, then the solution's lines as a puzzle, and last the solution,
 * which is shown only after the child confirms that looking counts as a hint used.
 */
export function HintLadder({
  revealed,
  total,
  nudges,
  onReveal,
  revealing = false,
  onUseParsons,
  language,
}: HintLadderProps) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const left = Math.max(0, total - revealed.length);
  const nextIsSolution = left === 1 && total > nudges;
  if (total === 0) return null;

  return (
    <div className={css.root}>
      {revealed.length > 0 ? (
        <ol className={css.rungs} aria-label={t`提示`}>
          {revealed.map((rung, position) => (
            <li key={rung.index} className={css.rung} data-kind={rung.kind}>
              <p className={css.rungTitle}>
                {rung.kind === "hint" ? (
                  <Trans>提示 {position + 1}</Trans>
                ) : rung.kind === "parsons" ? (
                  <Trans>拼一拼</Trans>
                ) : (
                  <Trans>参考答案</Trans>
                )}
              </p>
              {rung.kind === "hint" ? (
                rung.text
              ) : rung.kind === "parsons" ? (
                <ParsonsPuzzle lines={rung.lines} onUse={onUseParsons} />
              ) : (
                <CodeBlock code={rung.code} language={language} />
              )}
            </li>
          ))}
        </ol>
      ) : null}
      {left > 0 ? (
        <div className={css.actions}>
          <Button
            variant="secondary"
            size="sm"
            busy={revealing}
            onClick={() => (nextIsSolution ? setConfirming(true) : onReveal({ confirm: false }))}
          >
            {nextIsSolution ? (
              <Trans>看参考答案</Trans>
            ) : revealed.length === 0 ? (
              <Trans>给我一个提示</Trans>
            ) : (
              <Trans>再给我一个提示</Trans>
            )}
          </Button>
          <span className={css.left}>
            <Trans>还有 {left} 个提示</Trans>
          </span>
        </div>
      ) : null}
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={<Trans>现在就看答案吗？</Trans>}
        description={
          <Trans>
            看答案也算用了一次提示，会记在你的学习记录里。先自己再想一想、拼一拼，实在想不出来再看也不迟。
          </Trans>
        }
      >
        <div className={css.actions}>
          <Button
            onClick={() => {
              setConfirming(false);
              void onReveal({ confirm: true });
            }}
          >
            <Trans>我想好了，看答案</Trans>
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            <Trans>我再想想</Trans>
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
