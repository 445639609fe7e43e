import { useLingui } from "@lingui/react/macro";
import type { BrowserPythonCheck, ExerciseCheckResult, ScratchCheckSpec, ScratchScripts } from "@qisi/api";
import type { ScratchBlocksPicture } from "@qisi/studio";
import { Button } from "@qisi/ui";
import type { ReactNode, Ref } from "react";
import * as css from "./player.css";
import type { ExerciseProject } from "./scratch-stage";

/** What the player asks of whichever studio the lesson uses. */
export interface LessonStudioHandle {
  getCode(): string;
  setCode(code: string): void;
  /** Python and C++: runs the code in the editor (a predict or run-and-see step's program). */
  run?: () => Promise<unknown>;
  /** Python only: the browser's run of the exercise's checks, for instant feedback. */
  check?: (spec: BrowserPythonCheck) => Promise<ExerciseCheckResult>;
  /** Scratch only: the frame VM's run of the exercise's checks. */
  checkScratch?: (spec: ScratchCheckSpec) => Promise<ExerciseCheckResult>;
  /** Scratch only: the project as project.json text, for the server's run of the same checks. */
  getProjectJson?: () => Promise<string>;
  /** Scratch only: pictures of a solution's scripts, drawn by the editor's own scratch-blocks. */
  drawBlocks?: (targets: ScratchScripts[]) => Promise<ScratchBlocksPicture[]>;
}

export interface LessonStudioProps {
  initialCode: string;
  onCodeChange: (code: string) => void;
  /** 检查 beside Run, so a child in the editor (or on the phone's 编辑器 tab) can check from there. */
  onCheck?: () => void;
  checking?: boolean;
  /** The exercise in the editor, named in the toolbar. */
  title?: ReactNode;
  /** Scratch: the lesson whose starter project (the learner's own copy of it) the studio opens. */
  lesson?: { id: string; starterProjectId?: string };
  /**
   * Scratch: a fix or modify task's own project to show (the child's kept version, else its
   * starter); null for the lesson's own project (its `make` tasks).
   */
  scratchProject?: ExerciseProject | null;
  /** Scratch: the exercise's project changed on the stage; `now`: keep it at once (it is leaving). */
  onScratchProject?: (exerciseId: string, json: string, now: boolean) => void;
  ref?: Ref<LessonStudioHandle>;
}

export type LessonStudioKind = "python" | "cpp" | "scratch";

/** A course kind this player has a studio for (a kind read from outside the client's types). */
export function isLessonStudioKind(kind: unknown): kind is LessonStudioKind {
  return kind === "python" || kind === "cpp" || kind === "scratch";
}

/**
 * Each language's studio is a chunk of its own (issue 20): a Python lesson downloads and runs
 * neither the C++ studio (and its compile service) nor the Scratch project code.
 */
export const lessonStudioModules = {
  python: () => import("./LessonPythonStudio"),
  cpp: () => import("./LessonCppStudio"),
  scratch: () => import("./LessonScratchStudio"),
} satisfies Record<LessonStudioKind, () => Promise<{ default: unknown }>>;

/** The exercise's title and the 检查 button, in a text studio's toolbar (Python, C++). */
export function useStudioToolbar({
  title,
  onCheck,
  checking,
}: Pick<LessonStudioProps, "title" | "onCheck" | "checking">) {
  const { t } = useLingui();
  return {
    toolbarStart: <span className={css.studioTitle}>{title}</span>,
    toolbarEnd: onCheck ? (
      <Button size="sm" onClick={onCheck} busy={checking}>
        {t`检查`}
      </Button>
    ) : null,
  };
}
