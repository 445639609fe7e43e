import { useLingui } from "@lingui/react/macro";
import { scratchFramePath } from "@qisi/studio/scratch-paths";
import { useEffect } from "react";
import { useParams } from "wouter";

/**
 * `/embed/scratch/{project_id|new}?origin=https://partner.example`: a partner's iframe lands here
 * and continues straight to the Scratch frame, which speaks the studio protocol with the named
 * origins (and our own) only.
 */
export default function ScratchEmbedPage() {
  const { t } = useLingui();
  const { projectId = "new" } = useParams<{ projectId: string }>();

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const target = new URLSearchParams();
    if (projectId !== "new") target.set("project", projectId);
    for (const origin of params.getAll("origin")) target.append("origin", origin);
    target.set("title", params.get("title") ?? t`我的 Scratch 作品`);
    location.replace(`${scratchFramePath}?${target}`);
  }, [projectId, t]);

  return (
    <main id="main">
      <p role="status">{t`正在准备 Scratch 创作室，马上就好…`}</p>
    </main>
  );
}
