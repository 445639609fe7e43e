import { useLingui } from "@lingui/react/macro";
import { isApiError } from "@qisi/api";
import { useEffect, useState } from "react";
import { useLocation, useParams } from "wouter";
import { api } from "../../app/api-client";
import { startUp } from "../../features/startup";

/**
 * `/studio/scratch/remix/{project_id}` (signed-in learners; visitors go to /login first): creates a
 * remix of the project for the learner and opens it.
 */
export default function ScratchRemixPage() {
  const { t } = useLingui();
  const { projectId = "" } = useParams<{ projectId: string }>();
  const [, navigate] = useLocation();
  const [failed, setFailed] = useState<"not-found" | "error" | null>(null);

  useEffect(() => {
    let cancelled = false;
    void startUp()
      .then(() => api.remixProject(projectId))
      .then(
        ({ projectId: remixId }) => {
          if (!cancelled) navigate(`/studio/scratch/${remixId}?from=remix`, { replace: true });
        },
        (error) => {
          if (!cancelled) setFailed(isApiError(error) && error.status === 404 ? "not-found" : "error");
        },
      );
    return () => {
      cancelled = true;
    };
  }, [projectId, navigate]);

  return (
    <main id="main" style={{ padding: "2rem" }}>
      <h1>{t`改编作品`}</h1>
      {failed === null && <p role="status">{t`正在改编…`}</p>}
      {failed === "not-found" && (
        <p role="alert">{t`没有找到这个作品，它可能没有分享，或者已经被删除了。`}</p>
      )}
      {failed === "error" && <p role="alert">{t`改编没能完成，请检查网络后再试一次。`}</p>}
      {failed !== null && <a href="/studio/scratch/editor">{t`去创作一个新作品`}</a>}
    </main>
  );
}
