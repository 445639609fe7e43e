import { Trans, useLingui } from "@lingui/react/macro";
import type { ScratchScripts } from "@qisi/api";
import type { ScratchBlocksPicture } from "@qisi/studio";
import { Button } from "@qisi/ui";
import { type ReactNode, useEffect, useState } from "react";
import * as css from "./player.css";

export type DrawBlocks = (targets: ScratchScripts[]) => Promise<ScratchBlocksPicture[]>;

/**
 * A Scratch exercise's solution as a picture of its blocks (the ladder's last rung, issue 37), or
 * any other scripts (`drawing` says what is being drawn), drawn by the lesson's Scratch editor in
 * Chinese, with the scripts in words for screen readers. When the editor cannot draw yet, a button
 * asks again: never a dead end.
 */
export function SolutionBlocks({
  targets,
  draw,
  drawing,
}: {
  targets: ScratchScripts[];
  draw: DrawBlocks;
  drawing?: ReactNode;
}) {
  const { t } = useLingui();
  const [pictures, setPictures] = useState<ScratchBlocksPicture[] | "drawing" | "failed">("drawing");
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    setPictures("drawing");
    draw(targets).then(
      (drawn) => live && setPictures(drawn),
      () => live && setPictures("failed"),
    );
    return () => {
      live = false;
    };
  }, [targets, draw, round]);

  if (pictures === "drawing")
    return (
      <p className={css.muted} role="status">
        {drawing ?? <Trans>正在把参考答案画成积木…</Trans>}
      </p>
    );
  if (pictures === "failed" || pictures.length === 0)
    return (
      <div className={css.actions}>
        <span className={css.muted}>
          <Trans>积木图还没画出来：等右边的 Scratch 准备好，再试一次。</Trans>
        </span>
        <Button variant="secondary" size="sm" onClick={() => setRound((n) => n + 1)}>
          <Trans>再画一次</Trans>
        </Button>
      </div>
    );
  const flag = t`绿旗`;
  return (
    <div className={css.blocks}>
      {pictures.map((picture) => (
        <figure key={picture.name} className={css.blocksFigure}>
          <figcaption className={css.muted}>
            <Trans>{picture.name} 的积木</Trans>
          </figcaption>
          <img
            className={css.blocksImage}
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(picture.svg)}`}
            // The green flag is an icon on its block; scratch-blocks names it in English.
            alt={t`${picture.name} 的积木：${picture.description.replace(/\bflag\b/g, flag)}`}
          />
        </figure>
      ))}
    </div>
  );
}
