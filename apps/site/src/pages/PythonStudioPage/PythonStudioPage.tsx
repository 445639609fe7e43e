import { useLingui } from "@lingui/react/macro";
import { ProjectTitleField, PythonStudio, type PythonStudioHandle, useStatusMessage } from "@qisi/studio";
import { Button } from "@qisi/ui";
import { useEffect, useRef } from "react";
import { useLocation, useParams, useSearch } from "wouter";
import { newProjectHref } from "../../features/dashboard/links";
import { ProjectBanners } from "../ProjectBanners";
import { StudioLessonBar } from "../StudioLessonBar";
import * as css from "./PythonStudioPage.css";
import { useLiveSync } from "./use-live-sync";
import { usePythonProject } from "./usePythonProject";

/** `/studio/python/{project_id}` and `/studio/python/new`: the Python studio with a project. */
export default function PythonStudioPage() {
  const { t } = useLingui();
  const { projectId = "new" } = useParams<{ projectId: string }>();
  const [location, navigate] = useLocation();
  // `?lesson={lessonId}`: the starter in the address is that lesson's; the child's own copy opens.
  const lesson = new URLSearchParams(useSearch()).get("lesson") || null;
  const { model, state, session, isOwner } = usePythonProject(projectId, navigate, lesson);
  const studio = useRef<PythonStudioHandle>(null);
  const live = useLiveSync(() => ({
    name: session.nickname || session.name || t`访客`,
    code: model.getState().content ?? "",
    console: studio.current?.consoleTail(4000) ?? "",
  }));

  useEffect(() => {
    if (!state.dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    addEventListener("beforeunload", warn);
    return () => removeEventListener("beforeunload", warn);
  }, [state.dirty]);

  useEffect(() => {
    document.title = `${state.title} · ${t`Python 创作室`}`;
  }, [state.title, t]);

  // The model replaced the program (a restored draft, the other version of a conflict): show it.
  const shownRevision = useRef<number | null>(null);
  useEffect(() => {
    if (state.content === null) return;
    if (shownRevision.current !== null && shownRevision.current !== state.contentRevision)
      studio.current?.setCode(state.content);
    shownRevision.current = state.contentRevision;
  }, [state.content, state.contentRevision]);

  const message = useStatusMessage(state);
  const loginHref = `/login?from=${encodeURIComponent(location)}`;

  if (state.content === null) {
    return (
      <main className={css.page}>
        <p role="status">{t`正在打开作品…`}</p>
      </main>
    );
  }

  return (
    <main className={css.page}>
      <h1 className={css.visuallyHidden}>{t`Python 创作室`}</h1>
      {state.lesson && (
        <StudioLessonBar
          lesson={state.lesson}
          onStartOver={isOwner ? () => void model.startOver() : undefined}
          busy={state.status === "saving"}
        />
      )}
      <ProjectBanners model={model} state={state} loginHref={loginHref} />
      <div className={css.studio}>
        <PythonStudio
          handleRef={studio}
          initialCode={state.content}
          onCodeChange={(code) => {
            model.edit(code);
            live.schedule();
          }}
          onConsoleChange={live.schedule}
          toolbarStart={
            <>
              <a className={css.link} href="/dashboard/projects">
                {t`我的作品`}
              </a>
              <ProjectTitleField value={state.title} onChange={model.setTitle} maxLength={80} />
              <a className={css.link} href={newProjectHref("python")} data-testid="new-project">
                {t`新建 Python 作品`}
              </a>
            </>
          }
          toolbarEnd={
            <>
              <span className={css.state} role="status" data-testid="save-state">
                {message}
              </span>
              {live.number !== null && live.number > 0 && <LiveNumber number={live.number} />}
              {state.project && !isOwner && state.project.shared && (
                <Button size="sm" variant="secondary" onClick={() => void model.remix()}>
                  {t`改编`}
                </Button>
              )}
              {state.project && (
                <Button size="sm" variant="secondary" onClick={() => void model.saveAsCopy()}>
                  {t`另存为副本`}
                </Button>
              )}
              <Button size="sm" onClick={() => void model.save()} busy={state.status === "saving"}>
                {t`保存`}
              </Button>
            </>
          }
        />
      </div>
    </main>
  );
}

/**
 * The number a child reads out so the teacher sees their code, said as what it is for (never a
 * bare "课堂同步号"), in groups of four digits to read aloud.
 */
function LiveNumber({ number }: { number: number }) {
  const { t } = useLingui();
  const spoken = String(number).replace(/(\d{4})(?=\d)/g, "$1 ");
  return (
    <span className={css.liveNumber} data-testid="live-number">
      {t`把号码告诉老师，老师就能看到你的代码：${spoken}`}
    </span>
  );
}
