import { useLingui } from "@lingui/react/macro";
import type { ExerciseCheckResult, PythonCheckSpec, ScratchCheckSpec } from "@qisi/api";
import {
  PythonStudio,
  type PythonStudioHandle,
  preloadCodeEditor,
  type ScratchStudioHandle,
} from "@qisi/studio";
import { CppStudio, type CppStudioHandle } from "@qisi/studio/cpp";
import { Button } from "@qisi/ui";
import { type ReactNode, type Ref, useImperativeHandle, useRef } from "react";
import { cppService } from "../../CppStudioPage/cpp-compile";
import { LessonScratchStudio } from "./LessonScratchStudio";
import * as css from "./player.css";

/** Monaco, before a studio mounts (`preloadLessonStudio`). */
export const preloadEditor = preloadCodeEditor;

/** What the player asks of whichever studio the lesson uses. */
export interface LessonStudioHandle {
  getCode(): string;
  setCode(code: string): void;
  /** Python only: the browser's run of the exercise's checks, for instant feedback. */
  check?: (spec: PythonCheckSpec) => Promise<ExerciseCheckResult>;
  /** Scratch only: the frame VM's run of the exercise's checks. */
  checkScratch?: (spec: ScratchCheckSpec) => Promise<ExerciseCheckResult>;
  /** Scratch only: the project as project.json text, for the server's run of the same checks. */
  getProjectJson?: () => Promise<string>;
}

export interface LessonStudioProps {
  kind: "python" | "cpp" | "scratch";
  initialCode: string;
  onCodeChange: (code: string) => void;
  /** 检查 beside Run, so a child in the editor (or on the phone's 编辑器 tab) can check from there. */
  onCheck?: () => void;
  checking?: boolean;
  /** The exercise in the editor, named in the toolbar. */
  title?: ReactNode;
  /** Scratch: the lesson whose starter project (the learner's own copy of it) the studio opens. */
  lesson?: { id: string; starterProjectId?: string };
  ref?: Ref<LessonStudioHandle>;
}

/**
 * The lesson's studio beside the steps: the Python or C++ studio component, loaded with the player
 * only (this module is imported lazily), so lessons without exercises never download an editor.
 */
export default function LessonStudio({
  kind,
  initialCode,
  onCodeChange,
  onCheck,
  checking,
  title,
  lesson,
  ref,
}: LessonStudioProps) {
  const { t } = useLingui();
  const python = useRef<PythonStudioHandle>(null);
  const cpp = useRef<CppStudioHandle>(null);
  const scratch = useRef<ScratchStudioHandle>(null);
  useImperativeHandle(
    ref,
    () => ({
      getCode: () => (kind === "python" ? python.current?.getCode() : cpp.current?.currentCode()) ?? "",
      setCode: (code: string) => {
        if (kind !== "scratch") (kind === "python" ? python.current : cpp.current)?.setCode(code);
      },
      check:
        kind === "python"
          ? (spec: PythonCheckSpec) => {
              const studio = python.current;
              return studio ? studio.check(spec) : Promise.reject(new Error("the studio is not ready"));
            }
          : undefined,
      checkScratch: (spec) => {
        const studio = scratch.current;
        return studio ? studio.check(spec) : Promise.reject(new Error("the studio is not ready"));
      },
      getProjectJson: async () => (await scratch.current?.getProjectJson()) ?? "",
    }),
    [kind],
  );
  const toolbarStart = <span className={css.studioTitle}>{title}</span>;
  const toolbarEnd = onCheck ? (
    <Button size="sm" onClick={onCheck} busy={checking}>
      {t`检查`}
    </Button>
  ) : null;
  return (
    <div className={css.studio}>
      {kind === "scratch" ? (
        <LessonScratchStudio
          lessonId={lesson?.id ?? ""}
          starterProjectId={lesson?.starterProjectId ?? null}
          handleRef={scratch}
        />
      ) : kind === "python" ? (
        <PythonStudio
          handleRef={python}
          prepareChecks
          initialCode={initialCode}
          onCodeChange={onCodeChange}
          toolbarStart={toolbarStart}
          toolbarEnd={toolbarEnd}
        />
      ) : (
        <CppStudio
          handleRef={cpp}
          initialCode={initialCode}
          {...cppService}
          onCodeChange={onCodeChange}
          toolbarStart={toolbarStart}
          toolbarEnd={toolbarEnd}
        />
      )}
    </div>
  );
}
