import { useLingui } from "@lingui/react/macro";
import type { ProjectState } from "./project-model.ts";

/** What a studio says beside 保存: one status vocabulary, the same words in every studio. */
export type StatusView = Pick<ProjectState<unknown>, "status" | "action" | "problem" | "restored">;

/** The words beside 保存 for each status of the shared project model. */
export function useStatusMessage(state: StatusView): string {
  const { t } = useLingui();
  switch (state.status) {
    case "loading":
      return t`正在打开作品…`;
    case "saving":
      if (state.action === "copy") return t`正在复制…`;
      return state.action === "remix" ? t`正在改编…` : t`正在保存…`;
    case "saved":
      if (state.action === "copy") return t`已经复制成你的作品啦`;
      return state.action === "remix" ? t`改编成功，这是你的新作品` : t`已保存`;
    case "conflict":
      return t`这个作品在别的地方被改过了。可以点“另存为副本”保住现在的作品。`;
    case "offline":
      return t`现在连不上网。作品先存在这台电脑上，连上网再点“保存”。`;
    case "error":
      switch (state.problem) {
        case "needs-login":
          return t`登录以后就能保存啦`;
        case "not-found":
          return t`没有找到这个作品，你可以在这里重新创作一个。`;
        case "too-many":
          return t`作品太多啦，放不下新的了。去“我的作品”删掉一些不再需要的，再来保存吧。作品还在这台电脑上。`;
        case "too-big":
          return t`作品太大啦，保存不下。试试删掉一些用不上的东西，再保存一次。`;
        default:
          return t`出了点问题，没能完成。作品还在这台电脑上，稍后再试一次吧。`;
      }
    case "dirty":
      return state.restored ? t`已经恢复你上次没保存的作品` : t`有修改还没保存`;
    case "ready":
      return "";
  }
}
