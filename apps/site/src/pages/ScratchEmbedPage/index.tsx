import { useLingui } from "@lingui/react/macro";
import { ScratchStudio, type ScratchStudioHandle } from "@qisi/studio";
import { useEffect, useRef } from "react";
import { useParams } from "wouter";
import { api } from "../../app/api-client";
import { identity } from "../../i18n/identity";
import { useScratchProject } from "../ScratchStudioPage/useScratchProject";
import * as css from "../studio-page.css";
import { relayToPartner } from "./partner-relay";

/**
 * `/embed/scratch/{project_id|new}?origin=https://partner.example`: the Scratch studio for a
 * partner's iframe. This page owns the project (the shared model, the site's one API client) and
 * relays the studio protocol with the named origins (and our own) only.
 */
export default function ScratchEmbedPage() {
  const { t, i18n } = useLingui();
  const { projectId = "new" } = useParams<{ projectId: string }>();
  const studio = useRef<ScratchStudioHandle>(null);
  const title = new URLSearchParams(location.search).get("title") ?? t`我的 Scratch 作品`;
  // The address stays the partner's: a saved project is not navigated to.
  const { model } = useScratchProject(projectId, null, studio, () => undefined, title, true);

  const relay = useRef<ReturnType<typeof relayToPartner> | null>(null);
  useEffect(() => {
    const origins = new URLSearchParams(location.search).getAll("origin");
    relay.current = relayToPartner(
      model,
      () => studio.current,
      () => api.getSession().id,
      origins,
    );
    return () => relay.current?.dispose();
  }, [model]);

  return (
    <main id="main" className={css.page}>
      <h1 className={css.visuallyHidden}>{t`Scratch 创作室`}</h1>
      <div className={css.studio}>
        <ScratchStudio
          handleRef={studio}
          defaultTitle={title}
          brandName={i18n._(identity.siteName)}
          onReady={() => relay.current?.ready()}
          onChange={model.touch}
          onTitle={model.setTitle}
        />
      </div>
    </main>
  );
}
