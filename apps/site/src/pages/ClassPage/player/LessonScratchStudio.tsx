import { useLingui } from "@lingui/react/macro";
import type { ScratchCheckSpec } from "@qisi/api";
import { ScratchStudio, type ScratchStudioHandle } from "@qisi/studio";
import { useImperativeHandle, useRef } from "react";
import { identity } from "../../../i18n/identity";
import { useScratchProject } from "../../ScratchStudioPage/useScratchProject";
import type { LessonStudioProps } from "./LessonStudio";
import * as css from "./player.css";

// The player stays on the lesson's address: the studio page's address follows the project, this does not.
const stayHere = () => {};

/**
 * The Scratch studio beside a lesson's steps, on the learner's own copy of the lesson's starter
 * project (the same copy the Scratch studio page opens for the lesson), autosaved like there, so the
 * sprites the exercises check are on the stage and the child's work is kept. The frame keeps the
 * project: there is no code to get or set here.
 */
export default function LessonScratchStudio({ lesson, ref }: LessonStudioProps) {
  const { t, i18n } = useLingui();
  const scratch = useRef<ScratchStudioHandle>(null);
  useImperativeHandle(
    ref,
    () => ({
      getCode: () => "",
      setCode: () => {},
      checkScratch: (spec: ScratchCheckSpec) => {
        const studio = scratch.current;
        return studio ? studio.check(spec) : Promise.reject(new Error("the studio is not ready"));
      },
      getProjectJson: async () => (await scratch.current?.getProjectJson()) ?? "",
      drawBlocks: (targets) => {
        const studio = scratch.current;
        return studio ? studio.drawBlocks(targets) : Promise.reject(new Error("the studio is not ready"));
      },
    }),
    [],
  );
  const defaultTitle = t`我的 Scratch 作品`;
  const { model } = useScratchProject(
    lesson?.starterProjectId ?? "editor",
    lesson?.id ?? "",
    scratch,
    stayHere,
    defaultTitle,
    true,
  );
  return (
    <div className={css.studio}>
      <ScratchStudio
        handleRef={scratch}
        defaultTitle={defaultTitle}
        brandName={i18n._(identity.siteName)}
        onChange={model.touch}
        onTitle={model.setTitle}
        // Beside the steps the frame is narrower than the GUI's 1024 px: the small stage keeps the
        // stage, its green flag and the sprite pane in view next to the blocks.
        stageSize="small"
      />
    </div>
  );
}
