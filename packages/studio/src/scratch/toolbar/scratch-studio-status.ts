import type { ScratchErrorCode, ScratchSaveState } from "../../protocol/studio-protocol.ts";

/** What the toolbar says: the frame's save states, the host's draft states, and failures. */
export type ScratchStudioStatus =
  | ScratchSaveState
  | "loading"
  | "idle"
  | "restored"
  | "needs-login"
  | `error:${ScratchErrorCode}`
  | "error";

/** States in which a save, copy or remix is under way: the toolbar's buttons wait. */
export const isBusyStatus = (status: ScratchStudioStatus) =>
  status === "saving" || status === "creating-copy" || status === "creating-remix";
