import { Trans, useLingui } from "@lingui/react/macro";
import type { ProjectLesson } from "@qisi/api";
import { Button, Dialog } from "@qisi/ui";
import { useState } from "react";
import { classHref } from "../../features/dashboard/links";
import * as css from "./StudioLessonBar.css";

export interface StudioLessonBarProps {
  lesson: ProjectLesson;
  /** 从头再来 (after the child confirms); left out when there is nothing to go back to. */
  onStartOver?: () => void;
  busy?: boolean;
}

/**
 * Above a studio whose project is a lesson's work: which lesson, the way back to it, and 从头再来
 * (the lesson's starter again, after a confirm), so the studio is never a dead end.
 */
export function StudioLessonBar({ lesson, onStartOver, busy }: StudioLessonBarProps) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const title = lesson.title;
  return (
    <nav className={css.bar} aria-label={t`这节课`} data-testid="studio-lesson">
      <a className={css.back} href={classHref(lesson.courseId, lesson.id)}>
        {t`← 回到课程：${title}`}
      </a>
      <span className={css.spacer} />
      {onStartOver && lesson.starterProjectId && (
        <Button size="sm" variant="ghost" busy={busy} onClick={() => setConfirming(true)}>
          {t`从头再来`}
        </Button>
      )}
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={<Trans>真的要从头再来吗？</Trans>}
        description={<Trans>这节课的作品会变回老师准备的开头，你改过的地方都会去掉，不能撤销。</Trans>}
      >
        <div className={css.actions}>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t`先不了`}
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              setConfirming(false);
              onStartOver?.();
            }}
          >
            {t`从头再来`}
          </Button>
        </div>
      </Dialog>
    </nav>
  );
}
