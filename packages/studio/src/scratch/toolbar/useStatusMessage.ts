import { useLingui } from "@lingui/react/macro";
import type { ScratchStudioStatus } from "./scratch-studio-status.ts";

/** The toolbar's sentence for a status; with nothing to report, whether there are unsaved changes. */
export function useStatusMessage(status: ScratchStudioStatus, dirty: boolean): string {
  const { t } = useLingui();
  const messages: Record<ScratchStudioStatus, string> = {
    loading: t`正在打开作品…`,
    idle: "",
    saving: t`正在保存…`,
    saved: t`已保存`,
    "creating-copy": t`正在复制…`,
    "copy-created": t`已经复制成你的作品啦`,
    "creating-remix": t`正在改编…`,
    "remix-created": t`改编成功，这是你的新作品`,
    restored: t`已经恢复你上次没保存的作品`,
    "needs-login": t`登录以后就能保存啦`,
    "error:needs-login": t`登录以后就能保存啦`,
    "error:read-only": t`这是别人的作品，点“改编”就能变成你自己的再保存。`,
    "error:conflict": t`这个作品在别的地方被改过了。可以点“另存为副本”保住现在的作品。`,
    "error:not-found": t`没有找到这个作品，你可以在这里重新创作一个。`,
    "error:load-failed": t`作品没能打开，请检查网络后刷新试试。`,
    "error:save-failed": t`出了点问题，没能保存。作品还在这台电脑上，稍后再试一次吧。`,
    "error:export-failed": t`没能把作品打包，请再试一次。`,
    error: t`出了点问题，请稍后再试。`,
  };
  return messages[status] || (dirty ? t`有修改还没保存` : "");
}
