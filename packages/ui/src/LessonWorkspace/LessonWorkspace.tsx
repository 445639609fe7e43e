import { Trans, useLingui } from "@lingui/react/macro";
import { ListTree } from "lucide-react";
import { type MouseEvent, type ReactNode, useState } from "react";
import { Dialog } from "../Dialog";
import * as css from "./LessonWorkspace.css";

export interface LessonWorkspaceProps {
  /** The lesson's title: the page's `h1`. */
  title: ReactNode;
  /** A line above the title: the course and where the lesson sits in it. */
  subtitle?: ReactNode;
  /** The course outline (LessonList), shown in a drawer from the bar's 课程目录 button. */
  outline: ReactNode;
  /** The lesson itself: the player, or a locked or plain lesson. */
  children: ReactNode;
  /**
   * `fill` (the player): the workspace keeps the screen's height on wide screens, so the editor and
   * its output are whole on screen while the steps scroll beside them. `flow`: the page scrolls.
   */
  fit?: "fill" | "flow";
}

/**
 * A lesson as a workspace of its own (issue 37): the whole width for the steps and the editor, no
 * learning-centre sidebar. The course outline is a drawer (a modal dialog: focus moves in and back,
 * Escape closes it) opened from the bar; following a lesson link in it closes it.
 */
export function LessonWorkspace({ title, subtitle, outline, children, fit = "flow" }: LessonWorkspaceProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest("a[href]")) setOpen(false);
  };
  return (
    <div className={css.root} data-fit={fit}>
      <div className={css.bar}>
        <Dialog
          variant="drawer"
          open={open}
          onOpenChange={setOpen}
          title={<Trans>课程目录</Trans>}
          trigger={
            <button type="button" className={css.outlineButton} title={t`课程目录`}>
              <ListTree size={20} aria-hidden="true" />
              <span className={css.outlineLabel}>
                <Trans>课程目录</Trans>
              </span>
            </button>
          }
        >
          {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: only notices clicks on the links inside, which keyboards activate as clicks too. */}
          <div onClick={closeOnLink}>{outline}</div>
        </Dialog>
        <div className={css.heading}>
          {subtitle ? <p className={css.subtitle}>{subtitle}</p> : null}
          <h1 className={css.title}>{title}</h1>
        </div>
      </div>
      <div className={css.body}>{children}</div>
    </div>
  );
}
