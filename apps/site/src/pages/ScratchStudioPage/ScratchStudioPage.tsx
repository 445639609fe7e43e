import { useLingui } from "@lingui/react/macro";
import { ScratchStudio, type ScratchStudioHandle } from "@qisi/studio";
import { Button } from "@qisi/ui";
import { useEffect, useRef, useState } from "react";
import { useLocation, useParams, useSearch } from "wouter";
import { identity } from "../../i18n/identity";
import * as css from "./ScratchStudioPage.css";
import { type StudioStatus, useScratchProject } from "./useScratchProject";

/** Where the studio's licence (AGPL-3.0, from scratch-gui) says its source is. */
const sourceUrl =
  import.meta.env.VITE_STUDIO_SOURCE_URL ?? "https://github.com/scratchfoundation/scratch-editor";

/**
 * `/studio/scratch/editor` (a new project, saved on first save) and `/studio/scratch/{id}`: the
 * Scratch studio with our toolbar — title, save, save as copy, remix — around the GUI's frame.
 */
export default function ScratchStudioPage() {
  const { t, i18n } = useLingui();
  const { projectId = "editor" } = useParams<{ projectId: string }>();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const studio = useRef<ScratchStudioHandle>(null);
  const [initialStatus] = useState<StudioStatus>(() =>
    new URLSearchParams(search).get("from") === "remix" ? "remix-created" : "loading",
  );
  const project = useScratchProject(projectId, studio, navigate, initialStatus);
  const { info, status, dirty } = project;

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    addEventListener("beforeunload", warn);
    return () => removeEventListener("beforeunload", warn);
  }, [dirty]);

  useEffect(() => {
    document.title = `${project.title || t`我的 Scratch 作品`} · ${t`Scratch 创作室`}`;
  }, [project.title, t]);

  const messages: Record<StudioStatus, string> = {
    loading: t`正在打开作品…`,
    idle: "",
    saving: t`正在保存…`,
    saved: t`已保存`,
    "creating-copy": t`正在复制…`,
    "copy-created": t`已经复制成你的作品啦`,
    "creating-remix": t`正在改编…`,
    "remix-created": t`改编成功，这是你的新作品`,
    restored: t`已经恢复你上次没保存的作品`,
    "needs-login": t`登录以后就能保存啦`,
    "error:needs-login": t`登录以后就能保存啦`,
    "error:read-only": t`这是别人的作品，点“改编”就能变成你自己的再保存。`,
    "error:conflict": t`这个作品在别的地方被改过了。可以点“另存为副本”保住现在的作品。`,
    "error:not-found": t`没有找到这个作品，你可以在这里重新创作一个。`,
    "error:load-failed": t`作品没能打开，请检查网络后刷新试试。`,
    "error:save-failed": t`出了点问题，没能保存。作品还在这台电脑上，稍后再试一次吧。`,
    "error:export-failed": t`没能把作品打包，请再试一次。`,
    error: t`出了点问题，请稍后再试。`,
  };
  const message = messages[status] || (dirty ? t`有修改还没保存` : "");
  const loginHref = `/login?from=${encodeURIComponent(location)}`;
  const canSave = info ? info.canSave || info.accountId === 0 || info.projectId === null : false;
  const readOnly = info !== null && info.projectId !== null && !info.canSave;

  return (
    <main id="main" className={css.page}>
      <h1 className={css.visuallyHidden}>{t`Scratch 创作室`}</h1>
      <div className={css.toolbar}>
        <a className={css.link} href="/dashboard/projects">
          {t`我的作品`}
        </a>
        <label className={css.titleLabel}>
          <span className={css.visuallyHidden}>{t`作品名称`}</span>
          <input
            className={css.titleInput}
            value={project.title}
            maxLength={100}
            readOnly={readOnly}
            onChange={(event) => project.setTitle(event.target.value)}
            data-testid="project-title"
          />
        </label>
        <span className={css.state} role="status" data-testid="save-state" data-status={status}>
          {message}
        </span>
        <span className={css.spacer} />
        {info?.canRemix && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => studio.current?.remix()}
            busy={status === "creating-remix"}
          >
            {t`改编`}
          </Button>
        )}
        {info?.projectId && info.canSave && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => studio.current?.saveAsCopy()}
            busy={status === "creating-copy"}
          >
            {t`另存为副本`}
          </Button>
        )}
        {canSave && (
          <Button
            size="sm"
            onClick={() => studio.current?.save()}
            busy={status === "saving"}
            disabled={project.busy}
          >
            {t`保存`}
          </Button>
        )}
        <a className={css.smallLink} href={sourceUrl} rel="noopener noreferrer" target="_blank">
          {t`源代码（AGPL）`}
        </a>
      </div>
      {(status === "needs-login" || status === "error:needs-login") && (
        <div className={css.banner} role="alert">
          <span>{t`登录以后就能保存作品啦。作品已经暂存在这台电脑上，登录回来还在。`}</span>
          <a className={css.link} href={loginHref} data-reload="">
            {t`去登录`}
          </a>
        </div>
      )}
      {readOnly && info?.accountId === 0 && (
        <div className={css.banner}>
          <span>{t`这是别人分享的作品，可以随便玩一玩。登录后点“改编”，就能保存成你自己的。`}</span>
        </div>
      )}
      {project.pendingDraft && (
        <div className={css.banner} role="alert">
          <span>{t`上次有还没保存的修改，要恢复吗？`}</span>
          <Button size="sm" onClick={project.restoreDraft}>
            {t`恢复修改`}
          </Button>
          <Button size="sm" variant="ghost" onClick={project.discardDraft}>
            {t`不用了`}
          </Button>
        </div>
      )}
      <div className={css.studio}>
        <ScratchStudio
          handleRef={studio}
          projectId={projectId === "editor" ? null : projectId}
          defaultTitle={t`我的 Scratch 作品`}
          brandName={i18n._(identity.siteName)}
          {...project.callbacks}
        />
      </div>
    </main>
  );
}
