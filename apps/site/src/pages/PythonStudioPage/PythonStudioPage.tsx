import { useLingui } from "@lingui/react/macro";
import { ProjectTitleField, PythonStudio, type PythonStudioHandle } from "@qisi/studio";
import { Button } from "@qisi/ui";
import { useEffect, useRef } from "react";
import { useLocation, useParams } from "wouter";
import * as css from "./PythonStudioPage.css";
import { useLiveSync } from "./use-live-sync";
import { type SaveState, usePythonProject } from "./usePythonProject";

/** `/studio/python/{project_id}` and `/studio/python/new`: the Python studio with a project. */
export default function PythonStudioPage() {
  const { t } = useLingui();
  const { projectId = "new" } = useParams<{ projectId: string }>();
  const [location, navigate] = useLocation();
  const project = usePythonProject(projectId, navigate);
  const studio = useRef<PythonStudioHandle>(null);
  const live = useLiveSync(() => ({
    name: project.session.nickname || project.session.name || t`访客`,
    code: project.code.current,
    console: studio.current?.consoleTail(4000) ?? "",
  }));

  useEffect(() => {
    if (!project.dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    addEventListener("beforeunload", warn);
    return () => removeEventListener("beforeunload", warn);
  }, [project.dirty]);

  useEffect(() => {
    document.title = `${project.title} · ${t`Python 创作室`}`;
  }, [project.title, t]);

  const messages: Partial<Record<SaveState, string>> = {
    loading: t`正在打开作品…`,
    saving: t`正在保存…`,
    saved: t`已保存`,
    copying: t`正在复制…`,
    remixing: t`正在改编…`,
    "copy-success": t`已经复制成你的作品啦`,
    "remix-success": t`改编成功，这是你的新作品`,
    conflict: t`这个作品在别的地方被改过了。可以点“另存为副本”保住现在的代码。`,
    error: t`出了点问题，没能完成。代码还在这台电脑上，稍后再试一次吧。`,
    "not-found": t`没有找到这个作品，你可以在这里重新写一个。`,
    "too-many": t`作品太多啦，放不下新的了。去“我的作品”删掉一些不再需要的，再来保存吧。代码还在这台电脑上。`,
    "too-big": t`作品太大啦，保存不下。试试删掉一些用不上的代码，再保存一次。`,
  };
  const loginHref = `/login?from=${encodeURIComponent(location)}`;

  if (project.initialCode === null) {
    return (
      <main className={css.page}>
        <p role="status">{messages.loading}</p>
      </main>
    );
  }

  return (
    <main className={css.page}>
      <h1 className={css.visuallyHidden}>{t`Python 创作室`}</h1>
      {project.pendingDraft && (
        <div className={css.banner} role="alert">
          <span>{t`上次有还没保存的修改，要恢复吗？`}</span>
          <Button
            size="sm"
            onClick={() => {
              const restored = project.restoreDraft();
              if (restored !== null) studio.current?.setCode(restored);
            }}
          >
            {t`恢复修改`}
          </Button>
          <Button size="sm" variant="ghost" onClick={project.discardDraft}>
            {t`不用了`}
          </Button>
        </div>
      )}
      {project.state === "needs-login" && (
        <div className={css.banner} role="alert">
          <span>{t`登录以后就能保存作品啦。代码已经暂存在这台电脑上，登录回来还在。`}</span>
          <a className={css.link} href={loginHref}>
            {t`去登录`}
          </a>
        </div>
      )}
      <div className={css.studio}>
        <PythonStudio
          handleRef={studio}
          initialCode={project.initialCode}
          onCodeChange={(code) => {
            project.setCode(code);
            live.schedule();
          }}
          onConsoleChange={live.schedule}
          toolbarStart={
            <ProjectTitleField value={project.title} onChange={project.setTitle} maxLength={80} />
          }
          toolbarEnd={
            <>
              <span className={css.state} role="status" data-testid="save-state">
                {messages[project.state] ?? (project.dirty ? t`有修改还没保存` : "")}
              </span>
              {live.number !== null && (
                <span
                  className={css.liveNumber}
                  title={t`老师可以用这个号码看到你的代码`}
                  data-testid="live-number"
                >
                  {t`课堂同步号 ${live.number}`}
                </span>
              )}
              {project.project && !project.isOwner && project.project.shared && (
                <Button size="sm" variant="secondary" onClick={() => void project.remix()}>
                  {t`改编`}
                </Button>
              )}
              {project.project && (
                <Button size="sm" variant="secondary" onClick={() => void project.copy()}>
                  {t`另存为副本`}
                </Button>
              )}
              <Button size="sm" onClick={() => void project.save()} busy={project.state === "saving"}>
                {t`保存`}
              </Button>
            </>
          }
        />
      </div>
    </main>
  );
}
