import { Trans, useLingui } from "@lingui/react/macro";
import { type ReactNode, useState } from "react";
import { Button } from "../Button";
import { CodeBlock, type CodeLanguage } from "../CodeBlock";
import { Dialog } from "../Dialog";
import * as css from "./HintLadder.css";
import { type ParsonsCheckValue, ParsonsPuzzle } from "./ParsonsPuzzle";
import type { HintRung, ParsonsLineValue, ScratchScriptsValue } from "./types";

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
  /** Checks the Parsons puzzle on its own (`POST exercises/{id}/parsons`). */
  onCheckParsons?: (lines: ParsonsLineValue[]) => Promise<ParsonsCheckValue | null>;
  /** 放进编辑器 from the Parsons puzzle: the program it made, into this exercise's editor. */
  onUseParsons?: (code: string) => void;
  /** Draws a Scratch solution's scripts (the app asks the Scratch editor to render them). */
  renderBlocks?: (targets: ScratchScriptsValue[]) => ReactNode;
  /** The exercise's language; Scratch's solution is blocks, not code. */
  language?: CodeLanguage | "scratch";
}

/**
 * Hints one at a time, counted (提示 2 / 4): nudges first, then the solution's lines as a puzzle to
 * check on its own, and last the solution (Scratch: a picture of its blocks), shown only after the
 * child confirms that looking counts as a hint used.
 */
export function HintLadder({
  revealed,
  total,
  nudges,
  onReveal,
  revealing = false,
  onCheckParsons,
  onUseParsons,
  renderBlocks,
  language,
}: HintLadderProps) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const left = Math.max(0, total - revealed.length);
  const nextIsSolution = left === 1 && total > nudges;
  const scratch = language === "scratch";
  if (total === 0) return null;
  const shown = revealed.length;

  return (
    <div className={css.root}>
      {revealed.length > 0 ? (
        <ol className={css.rungs} aria-label={t`提示`}>
          {revealed.map((rung, position) => {
            const n = position + 1;
            return (
              <li key={rung.index} className={css.rung} data-kind={rung.kind}>
                <p className={css.rungTitle}>
                  {rung.kind === "hint" ? (
                    <Trans>
                      提示 {n} / {total}
                    </Trans>
                  ) : rung.kind === "parsons" ? (
                    <Trans>
                      提示 {n} / {total}：拼一拼
                    </Trans>
                  ) : (
                    <Trans>
                      提示 {n} / {total}：参考答案
                    </Trans>
                  )}
                </p>
                {rung.kind === "hint" ? (
                  rung.text
                ) : rung.kind === "parsons" ? (
                  <ParsonsPuzzle
                    lines={rung.puzzle?.lines ?? rung.lines}
                    indent={rung.puzzle?.indent ?? false}
                    // An older ladder's puzzle has no check of its own: its lines go in as they are.
                    onCheck={rung.puzzle ? onCheckParsons : undefined}
                    onUse={onUseParsons}
                  />
                ) : rung.kind === "blocks" ? (
                  (renderBlocks?.(rung.targets) ?? null)
                ) : (
                  <CodeBlock code={rung.code} language={language === "scratch" ? undefined : language} />
                )}
              </li>
            );
          })}
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
              scratch ? (
                <Trans>看参考答案的积木</Trans>
              ) : (
                <Trans>看参考答案</Trans>
              )
            ) : shown === 0 ? (
              <Trans>给我一个提示</Trans>
            ) : (
              <Trans>再给我一个提示</Trans>
            )}
          </Button>
          <span className={css.left}>
            {shown === 0 ? (
              <Trans>一共有 {total} 个提示</Trans>
            ) : (
              <Trans>
                已经看了 {shown} / {total} 个提示
              </Trans>
            )}
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
