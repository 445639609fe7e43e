import { useLingui } from "@lingui/react/macro";
import { ProjectTitleField, PythonStudio, type PythonStudioHandle } from "@qisi/studio";
import { Button } from "@qisi/ui";
import { useEffect, useRef } from "react";
import { useLocation, useParams, useSearch } from "wouter";
import { ProjectBanners } from "../ProjectBanners";
import { useStatusMessage } from "../studio-save-status";
import * as css from "./PythonStudioPage.css";
import { useLiveSync } from "./use-live-sync";
import { usePythonProject } from "./usePythonProject";

/** `/studio/python/{project_id}` and `/studio/python/new`: the Python studio with a project. */
export default function PythonStudioPage() {
  const { t } = useLingui();
  const { projectId = "new" } = useParams<{ projectId: string }>();
  const [location, navigate] = useLocation();
  const lesson = new URLSearchParams(useSearch()).has("lesson");
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
          toolbarStart={<ProjectTitleField value={state.title} onChange={model.setTitle} maxLength={80} />}
          toolbarEnd={
            <>
              <span className={css.state} role="status" data-testid="save-state">
                {message}
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
