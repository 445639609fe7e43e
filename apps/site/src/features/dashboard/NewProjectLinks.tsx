import { Trans } from "@lingui/react/macro";
import { buttonClass } from "@qisi/ui";
import * as css from "./DashboardFrame.css";
import { newProjectHref } from "./links";

/** 新建 for every studio, wherever a child's projects are listed (not only when there are none). */
export function NewProjectLinks({ size = "md" }: { size?: "sm" | "md" }) {
  return (
    <div className={css.row} data-testid="new-project-links">
      <a className={buttonClass({ variant: "primary", size })} href={newProjectHref("scratch")}>
        <Trans>新建 Scratch 作品</Trans>
      </a>
      <a className={buttonClass({ variant: "secondary", size })} href={newProjectHref("python")}>
        <Trans>新建 Python 作品</Trans>
      </a>
    </div>
  );
}
