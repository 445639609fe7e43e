import { useLingui } from "@lingui/react/macro";
import { ScratchStudio, type ScratchStudioHandle, ScratchToolbar } from "@qisi/studio";
import { Button } from "@qisi/ui";
import { useEffect, useRef, useState } from "react";
import { useLocation, useParams, useSearch } from "wouter";
import { newProjectHref } from "../../features/dashboard/links";
import { identity } from "../../i18n/identity";
import { StudioLessonBar } from "../StudioLessonBar";
import * as css from "../studio-page.css";
import { openAnywayOnPhone, PhoneNotice, showPhoneNotice } from "./PhoneNotice";
import { useProjectSharing } from "./useProjectSharing";
import { useScratchProject } from "./useScratchProject";

/** Where the studio's licence (AGPL-3.0, from scratch-gui) says its source is. */
const sourceUrl =
  import.meta.env.VITE_STUDIO_SOURCE_URL ?? "https://github.com/scratchfoundation/scratch-editor";

/**
 * `/studio/scratch/editor` (a new project, saved on first save), `/studio/scratch/{id}` and
 * `/studio/scratch/{starterId}?lesson={lessonId}` (the child's own copy of a lesson's starter): the
 * Scratch studio with our toolbar — title, save, save as copy, remix, share — around the GUI's frame.
 */
export default function ScratchStudioPage() {
  const { t, i18n } = useLingui();
  const { projectId = "editor" } = useParams<{ projectId: string }>();
  const [location, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const lesson = search.get("lesson") || null;
  const studio = useRef<ScratchStudioHandle>(null);
  // A client-only route, so the screen can be read on the first render (nothing to hydrate).
  const [onPhone, setOnPhone] = useState(showPhoneNotice);
  const defaultTitle = t`我的 Scratch 作品`;
  const { model, state, session, isOwner } = useScratchProject(
    projectId,
    lesson,
    studio,
    navigate,
    defaultTitle,
    !onPhone,
  );
  const sharing = useProjectSharing(isOwner ? state.project : null);

  useEffect(() => {
    if (!state.dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    addEventListener("beforeunload", warn);
    return () => removeEventListener("beforeunload", warn);
  }, [state.dirty]);

  useEffect(() => {
    document.title = `${state.title || defaultTitle} · ${t`Scratch 创作室`}`;
  }, [state.title, defaultTitle, t]);

  const loginHref = `/login?from=${encodeURIComponent(location)}`;
  const others = state.project !== null && !isOwner;
  // Just remixed on /studio/scratch/remix/{id}: say so until the first change.
  const remixed = search.get("from") === "remix" && state.status === "ready" && isOwner;

  return (
    <main id="main" className={css.page}>
      <h1 className={css.visuallyHidden}>{t`Scratch 创作室`}</h1>
      {state.lesson && (
        <StudioLessonBar
          lesson={state.lesson}
          onStartOver={isOwner ? () => void model.startOver() : undefined}
          busy={state.status === "saving"}
        />
      )}
      <ScratchToolbar
        title={state.title}
        onTitleChange={(title) => {
          model.setTitle(title);
          if (title.trim()) studio.current?.setTitle(title);
        }}
        state={state}
        notice={remixed ? t`改编成功，这是你的新作品` : undefined}
        canSaveAsCopy={state.project !== null}
        canRemix={others && state.project?.shared === true}
        onSave={() => void model.save()}
        onSaveAsCopy={() => void model.saveAsCopy()}
        onRemix={() => void model.remix()}
        shared={sharing.shared}
        sharing={sharing.sharing}
        onSharedChange={(shared) => void sharing.share(shared)}
        projectsHref="/dashboard/projects"
        newHref={newProjectHref("scratch")}
        sourceHref={sourceUrl}
      />
      {state.problem === "needs-login" && (
        <div className={css.banner} role="alert">
          <span>{t`登录以后就能保存作品啦。作品已经暂存在这台电脑上，登录回来还在。`}</span>
          <a className={css.link} href={loginHref} data-reload="">
            {t`去登录`}
          </a>
        </div>
      )}
      {others && session.id === 0 && (
        <div className={css.banner}>
          <span>{t`这是别人分享的作品，可以随便玩一玩。登录后点“改编”，就能保存成你自己的。`}</span>
        </div>
      )}
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
      {state.conflict && (
        <div className={css.banner} role="alert">
          <span>{t`这个作品在别的地方被改过了。要留下哪一份？`}</span>
          <Button size="sm" onClick={() => void model.resolveConflict("mine")}>
            {t`留下我现在的作品`}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => void model.resolveConflict("theirs")}>
            {t`换成另一处保存的`}
          </Button>
        </div>
      )}
      {onPhone ? (
        <PhoneNotice
          onOpenAnyway={() => {
            openAnywayOnPhone();
            setOnPhone(false);
          }}
        />
      ) : (
        <div className={css.studio}>
          <ScratchStudio
            handleRef={studio}
            defaultTitle={defaultTitle}
            brandName={i18n._(identity.siteName)}
            onChange={model.touch}
            onTitle={model.setTitle}
          />
        </div>
      )}
    </main>
  );
}
