import { Trans, useLingui } from "@lingui/react/macro";
import type { ScratchCheckSpec } from "@qisi/api";
import { ScratchStudio, type ScratchStudioHandle } from "@qisi/studio";
import { useEffect, useImperativeHandle, useRef, useState } from "react";
import { api } from "../../../app/api-client";
import { identity } from "../../../i18n/identity";
import { useScratchProject } from "../../ScratchStudioPage/useScratchProject";
import type { LessonStudioProps } from "./LessonStudio";
import * as css from "./player.css";
import { ScratchStage, type StageLessonProject } from "./scratch-stage";

// The player stays on the lesson's address: the studio page's address follows the project, this does not.
const stayHere = () => {};

/**
 * The Scratch studio beside a lesson's steps. Its `make` tasks are built in the learner's own copy
 * of the lesson's starter project (the same copy the Scratch studio page opens for the lesson),
 * autosaved like there; a fix or modify task opens its own project (`scratchProject`: the child's
 * kept version, else its starter), whose changes the player keeps per exercise like code. One
 * stage shows one of them at a time (`ScratchStage`); a check waits until the asked-for one shows.
 */
export default function LessonScratchStudio({
  lesson,
  scratchProject = null,
  onScratchProject,
  ref,
}: LessonStudioProps) {
  const { t, i18n } = useLingui();
  const scratch = useRef<ScratchStudioHandle>(null);
  const defaultTitle = t`我的 Scratch 作品`;
  // The stage shows the lesson's project itself (`studioShown` false): only when it is asked for.
  const { model, state } = useScratchProject(
    lesson?.starterProjectId ?? "editor",
    lesson?.id ?? "",
    scratch,
    stayHere,
    defaultTitle,
    false,
  );
  const reportProject = useRef(onScratchProject);
  reportProject.current = onScratchProject;
  const [unreadable, setUnreadable] = useState<string | null>(null);
  const [stage] = useState(
    () =>
      new ScratchStage({
        studio: () => scratch.current,
        lesson: lessonProject(model),
        saveAsset: api.saveAsset,
        onProject: (exerciseId, json, now) => reportProject.current?.(exerciseId, json, now),
        onUnreadable: setUnreadable,
      }),
  );

  const exerciseId = scratchProject?.exerciseId ?? null;
  // Shown when the exercise changes: its text changes with every kept edit, which the stage already shows.
  useEffect(() => {
    setUnreadable(null);
    void stage.show(scratchProject);
  }, [stage, exerciseId]);

  useEffect(() => stage.lessonChanged(state.contentRevision), [stage, state.contentRevision]);

  useEffect(() => {
    // The tab goes out of sight (closing, switching apps): the exercise's project is kept now.
    const onHidden = () => document.visibilityState === "hidden" && void stage.keepNow();
    document.addEventListener("visibilitychange", onHidden);
    return () => {
      document.removeEventListener("visibilitychange", onHidden);
      stage.dispose();
    };
  }, [stage]);

  useImperativeHandle(ref, () => {
    const studio = async () => {
      // The project the player asked for, not one still on its way out.
      await stage.settled();
      const handle = scratch.current;
      if (!handle) throw new Error("the studio is not ready");
      return handle;
    };
    return {
      getCode: () => "",
      setCode: () => {},
      checkScratch: async (spec: ScratchCheckSpec) => (await studio()).check(spec),
      getProjectJson: async () => (await studio()).getProjectJson(),
      drawBlocks: async (targets) => {
        const handle = scratch.current;
        if (!handle) throw new Error("the studio is not ready");
        return handle.drawBlocks(targets);
      },
    };
  }, [stage]);

  return (
    <div className={css.studio}>
      {unreadable && unreadable === exerciseId ? (
        <p className={css.studioNotice} role="status">
          <Trans>上次搭的作品打不开了，先换回了这道题一开始的样子。</Trans>
        </p>
      ) : null}
      <ScratchStudio
        handleRef={scratch}
        defaultTitle={defaultTitle}
        brandName={i18n._(identity.siteName)}
        onChange={() => stage.changed()}
        onTitle={(title) => {
          // A project loaded from the computer names itself: the lesson's project keeps that name.
          if (!scratchProject) model.setTitle(title);
        }}
        // Beside the steps the frame is narrower than the GUI's 1024 px: the small stage keeps the
        // stage, its green flag and the sprite pane in view next to the blocks.
        stageSize="small"
      />
    </div>
  );
}

type LessonModel = ReturnType<typeof useScratchProject>["model"];

/** The lesson's own project as the stage needs it, from the shared project model. */
function lessonProject(model: LessonModel): StageLessonProject {
  return {
    content: () =>
      new Promise((resolve) => {
        const ready = () => {
          const { status, content, title, contentRevision } = model.getState();
          if (status === "loading" || content === null) return false;
          // After a save the model holds what it captured: that is what shows again.
          resolve({
            source: "captured" in content ? { json: content.json } : content,
            title,
            revision: contentRevision,
          });
          return true;
        };
        if (ready()) return;
        const stop = model.subscribe(() => ready() && stop());
      }),
    shown: model.shown,
    touch: model.touch,
    settle: model.settle,
  };
}
