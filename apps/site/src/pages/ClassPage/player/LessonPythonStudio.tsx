import type { BrowserPythonCheck } from "@qisi/api";
import { PythonStudio, type PythonStudioHandle, preloadCodeEditor } from "@qisi/studio";
import { useImperativeHandle, useRef } from "react";
import { type LessonStudioProps, useStudioToolbar } from "./LessonStudio";
import * as css from "./player.css";

/** Monaco, before the studio mounts (`preloadLessonStudio`). */
export const preloadEditor = preloadCodeEditor;

/** A Python lesson's studio beside the steps; it also runs the exercises' checks in the browser. */
export default function LessonPythonStudio({
  initialCode,
  onCodeChange,
  ref,
  ...toolbar
}: LessonStudioProps) {
  const python = useRef<PythonStudioHandle>(null);
  useImperativeHandle(
    ref,
    () => ({
      getCode: () => python.current?.getCode() ?? "",
      setCode: (code: string) => python.current?.setCode(code),
      run: async () => python.current?.run(),
      check: (spec: BrowserPythonCheck) => {
        const studio = python.current;
        return studio ? studio.check(spec) : Promise.reject(new Error("the studio is not ready"));
      },
    }),
    [],
  );
  const bar = useStudioToolbar(toolbar);
  return (
    <div className={css.studio}>
      <PythonStudio
        handleRef={python}
        prepareChecks
        initialCode={initialCode}
        onCodeChange={onCodeChange}
        toolbarStart={bar.toolbarStart}
        toolbarEnd={bar.toolbarEnd}
        outputBelow
      />
    </div>
  );
}
