import { Trans } from "@lingui/react/macro";
import { Button } from "@qisi/ui";
import { frameCss } from "../../features/dashboard";
import * as css from "./ClassPage.css";

export interface LessonDoneProps {
  done: boolean;
  saving: boolean;
  /** Says whether the change reached the server. */
  onChange: (done: boolean) => Promise<boolean>;
  failed: boolean;
}

/**
 * 完成本课: a learner says when a lesson is learned (opening one is not the same), and that is what
 * the course cards count. A second press takes it back.
 */
export function LessonDone({ done, saving, onChange, failed }: LessonDoneProps) {
  return (
    <div className={css.done} data-state={done ? "done" : "todo"}>
      {done ? (
        <p className={css.doneText} role="status">
          <Trans>你已经完成了这节课，真棒！</Trans>
        </p>
      ) : (
        <p className={frameCss.muted}>
          <Trans>学完了？点一下“完成本课”，学习进度就会记下来。</Trans>
        </p>
      )}
      <Button variant={done ? "secondary" : "primary"} busy={saving} onClick={() => onChange(!done)}>
        {done ? <Trans>标记为未完成</Trans> : <Trans>完成本课</Trans>}
      </Button>
      {failed ? (
        <p className={frameCss.error} role="alert">
          <Trans>没能记下学习进度，请检查网络后再试。</Trans>
        </p>
      ) : null}
    </div>
  );
}
