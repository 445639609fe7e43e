import { useLingui } from "@lingui/react/macro";
import { ProjectTitleField, useStatusMessage } from "@qisi/studio";
import { CppStudio, type CppStudioHandle } from "@qisi/studio/cpp";
import { Button } from "@qisi/ui";
import { useEffect, useRef } from "react";
import { useLocation, useParams, useSearch } from "wouter";
import { ProjectBanners } from "../ProjectBanners";
import * as css from "../PythonStudioPage/PythonStudioPage.css";
import { StudioLessonBar } from "../StudioLessonBar";
import { cppService } from "./cpp-compile";
import { useCppProject } from "./useCppProject";

/** `/studio/cpp/{project_id}` and `/studio/cpp/new`: the C++ studio with a project. */
export default function CppStudioPage() {
  const { t } = useLingui();
  const { projectId = "new" } = useParams<{ projectId: string }>();
  const [location, navigate] = useLocation();
  // `?lesson={lessonId}`: the starter in the address is that lesson's; the child's own copy opens.
  const lesson = new URLSearchParams(useSearch()).get("lesson") || null;
  const { model, state, isOwner } = useCppProject(projectId, navigate, lesson);
  const studio = useRef<CppStudioHandle>(null);

  useEffect(() => {
    if (!state.dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    addEventListener("beforeunload", warn);
    return () => removeEventListener("beforeunload", warn);
  }, [state.dirty]);

  useEffect(() => {
    document.title = `${state.title} · ${t`C++ 创作室`}`;
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
      <h1 className={css.visuallyHidden}>{t`C++ 创作室`}</h1>
      {state.lesson && (
        <StudioLessonBar
          lesson={state.lesson}
          onStartOver={isOwner ? () => void model.startOver() : undefined}
          busy={state.status === "saving"}
        />
      )}
      <ProjectBanners model={model} state={state} loginHref={loginHref} />
      <div className={css.studio}>
        <CppStudio
          handleRef={studio}
          initialCode={state.content}
          {...cppService}
          onCodeChange={(code) => model.edit(code)}
          // Edits already keep a draft; this covers a sample chosen and run at once.
          onBeforeRun={(code) => model.edit(code)}
          toolbarStart={<ProjectTitleField value={state.title} onChange={model.setTitle} maxLength={80} />}
          toolbarEnd={
            <>
              <span className={css.state} role="status" data-testid="save-state">
                {message}
              </span>
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
