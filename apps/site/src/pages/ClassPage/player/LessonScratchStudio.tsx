import { useLingui } from "@lingui/react/macro";
import { ScratchStudio, type ScratchStudioHandle } from "@qisi/studio";
import type { RefObject } from "react";
import { identity } from "../../../i18n/identity";
import { useScratchProject } from "../../ScratchStudioPage/useScratchProject";

export interface LessonScratchStudioProps {
  lessonId: string;
  /** The lesson's starter project: the learner's own copy of it opens (made on the first open). */
  starterProjectId: string | null;
  handleRef: RefObject<ScratchStudioHandle | null>;
}

// The player stays on the lesson's address: the studio page's address follows the project, this does not.
const stayHere = () => {};

/**
 * The Scratch studio beside a lesson's steps, on the learner's own copy of the lesson's starter
 * project (the same copy the Scratch studio page opens for the lesson), autosaved like there, so the
 * sprites the exercises check are on the stage and the child's work is kept.
 */
export function LessonScratchStudio({ lessonId, starterProjectId, handleRef }: LessonScratchStudioProps) {
  const { t, i18n } = useLingui();
  const defaultTitle = t`我的 Scratch 作品`;
  const { model } = useScratchProject(
    starterProjectId ?? "editor",
    lessonId,
    handleRef,
    stayHere,
    defaultTitle,
    true,
  );
  return (
    <ScratchStudio
      handleRef={handleRef}
      defaultTitle={defaultTitle}
      brandName={i18n._(identity.siteName)}
      onChange={model.touch}
      onTitle={model.setTitle}
    />
  );
}
