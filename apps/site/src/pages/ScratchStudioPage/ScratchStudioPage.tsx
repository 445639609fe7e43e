import { useLingui } from "@lingui/react/macro";
import {
  projectIdFromRoute,
  ScratchStudio,
  type ScratchStudioHandle,
  type ScratchStudioStatus,
  ScratchToolbar,
} from "@qisi/studio";
import { Button } from "@qisi/ui";
import { useEffect, useRef, useState } from "react";
import { useLocation, useParams, useSearch } from "wouter";
import { identity } from "../../i18n/identity";
import * as css from "../studio-page.css";
import { openAnywayOnPhone, PhoneNotice, showPhoneNotice } from "./PhoneNotice";
import { useProjectSharing } from "./useProjectSharing";
import { useScratchProject } from "./useScratchProject";

/** Where the studio's licence (AGPL-3.0, from scratch-gui) says its source is. */
const sourceUrl =
  import.meta.env.VITE_STUDIO_SOURCE_URL ?? "https://github.com/scratchfoundation/scratch-editor";

/**
 * `/studio/scratch/editor` (a new project, saved on first save) and `/studio/scratch/{id}`: the
 * Scratch studio with our toolbar — title, save, save as copy, remix, share — around the GUI's frame.
 */
export default function ScratchStudioPage() {
  const { t, i18n } = useLingui();
  const { projectId = "editor" } = useParams<{ projectId: string }>();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const studio = useRef<ScratchStudioHandle>(null);
  const [initialStatus] = useState<ScratchStudioStatus>(() =>
    new URLSearchParams(search).get("from") === "remix" ? "remix-created" : "loading",
  );
  const project = useScratchProject(projectId, studio, navigate, initialStatus);
  const { info, status, dirty } = project;
  const sharing = useProjectSharing(info);
  // A client-only route, so the screen can be read on the first render (nothing to hydrate).
  const [onPhone, setOnPhone] = useState(showPhoneNotice);

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

  const loginHref = `/login?from=${encodeURIComponent(location)}`;
  const canSave = info ? info.canSave || info.accountId === 0 || info.projectId === null : false;
  const readOnly = info !== null && info.projectId !== null && !info.canSave;

  return (
    <main id="main" className={css.page}>
      <h1 className={css.visuallyHidden}>{t`Scratch 创作室`}</h1>
      <ScratchToolbar
        title={project.title}
        onTitleChange={project.setTitle}
        status={status}
        dirty={dirty}
        readOnly={readOnly}
        canSave={canSave}
        canSaveAsCopy={Boolean(info?.projectId && info.canSave)}
        canRemix={Boolean(info?.canRemix)}
        onSave={() => studio.current?.save()}
        onSaveAsCopy={() => studio.current?.saveAsCopy()}
        onRemix={() => studio.current?.remix()}
        shared={sharing.shared}
        sharing={sharing.sharing}
        onSharedChange={(shared) => void sharing.share(shared)}
        projectsHref="/dashboard/projects"
        sourceHref={sourceUrl}
      />
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
            projectId={projectIdFromRoute(projectId)}
            defaultTitle={t`我的 Scratch 作品`}
            brandName={i18n._(identity.siteName)}
            {...project.callbacks}
          />
        </div>
      )}
    </main>
  );
}
