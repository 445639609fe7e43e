import { Trans } from "@lingui/react/macro";
import { frameCss } from "../../features/dashboard";
import * as css from "./ClassPage.css";

export interface LessonDoneProps {
  /** Finished (a record from before issue 37, when a click could finish a lesson). */
  done: boolean;
}

/**
 * The end of a lesson without exercises. Every written lesson has checked steps, and only its
 * checks finish it (issue 37), so a lesson without any is one still being written (seen in an
 * author's preview): there is no button to press, and the child is told what will count.
 */
export function LessonDone({ done }: LessonDoneProps) {
  return (
    <div className={css.done} data-state={done ? "done" : "todo"}>
      {done ? (
        <p className={css.doneText} role="status">
          <Trans>你已经完成了这节课，真棒！</Trans>
        </p>
      ) : (
        <p className={frameCss.muted}>
          <Trans>这节课还在编写中。写好以后，做完里面的练习，这节课就学完啦。</Trans>
        </p>
      )}
    </div>
  );
}
