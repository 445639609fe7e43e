import { useLingui } from "@lingui/react/macro";
import type { ProjectSummary } from "@qisi/api";
import { useEffect, useState } from "react";
import { api } from "../../app/api-client";
import { useChrome } from "../../app/chrome-context";

/**
 * The owner's share switch for a saved project (`PATCH projects/{id}` with `{shared}`): pass the
 * owner's project, null for everyone else and for a project not saved yet. The model's later
 * records carry the share state it loaded, so it is taken from them only when the project changes.
 */
export function useProjectSharing(project: ProjectSummary | null) {
  const { t } = useLingui();
  const { showToast } = useChrome();
  const projectId = project?.id ?? null;
  const loadedShared = project?.shared ?? false;
  const [shared, setShared] = useState<boolean | undefined>(undefined);
  const [sharing, setSharing] = useState(false);

  // Only a new project resets the switch (see above).
  useEffect(() => setShared(projectId ? loadedShared : undefined), [projectId]);

  const share = async (next: boolean) => {
    if (!projectId) return;
    setSharing(true);
    try {
      await api.shareProject(projectId, next);
      setShared(next);
      showToast({
        tone: "success",
        message: next ? t`已经分享，登录的同学都能打开和改编它` : t`已经取消分享，只有你能打开它`,
      });
    } catch {
      showToast({ tone: "error", message: t`没能改变分享设置，请稍后再试。` });
    } finally {
      setSharing(false);
    }
  };

  return { shared, sharing, share };
}
