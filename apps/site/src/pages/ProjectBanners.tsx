import { useLingui } from "@lingui/react/macro";
import type { ProjectModel, ProjectState } from "@qisi/studio";
import { Button } from "@qisi/ui";
import * as css from "./studio-page.css";

export interface ProjectBannersProps {
  model: ProjectModel<string>;
  state: ProjectState<string>;
  loginHref: string;
}

/** What a text studio page (Python, C++) asks above the editor: restore a draft, sign in, or settle a conflict. */
export function ProjectBanners({ model, state, loginHref }: ProjectBannersProps) {
  const { t } = useLingui();
  return (
    <>
      {state.pendingDraft && (
        <div className={css.banner} role="alert">
          <span>{t`上次有还没保存的修改，要恢复吗？`}</span>
          <Button size="sm" onClick={model.restoreDraft}>
            {t`恢复修改`}
          </Button>
          <Button size="sm" variant="ghost" onClick={model.discardDraft}>
            {t`不用了`}
          </Button>
        </div>
      )}
      {state.problem === "needs-login" && (
        <div className={css.banner} role="alert">
          <span>{t`登录以后就能保存作品啦。代码已经暂存在这台电脑上，登录回来还在。`}</span>
          <a className={css.link} href={loginHref}>
            {t`去登录`}
          </a>
        </div>
      )}
      {state.conflict && (
        <div className={css.banner} role="alert">
          <span>{t`这个作品在别的地方被改过了。要留下哪一份？`}</span>
          <Button size="sm" onClick={() => void model.resolveConflict("mine")}>
            {t`留下我现在的代码`}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => void model.resolveConflict("theirs")}>
            {t`换成另一处保存的`}
          </Button>
        </div>
      )}
    </>
  );
}
