import { preloadCodeEditor } from "@qisi/studio";
import { CppStudio, type CppStudioHandle } from "@qisi/studio/cpp";
import { useImperativeHandle, useRef } from "react";
import { cppService } from "../../CppStudioPage/cpp-compile";
import { type LessonStudioProps, useStudioToolbar } from "./LessonStudio";
import * as css from "./player.css";

/** Monaco, before the studio mounts (`preloadLessonStudio`). */
export const preloadEditor = preloadCodeEditor;

/** A C++ lesson's studio beside the steps, compiling through the site's API client. */
export default function LessonCppStudio({ initialCode, onCodeChange, ref, ...toolbar }: LessonStudioProps) {
  const cpp = useRef<CppStudioHandle>(null);
  useImperativeHandle(
    ref,
    () => ({
      getCode: () => cpp.current?.currentCode() ?? "",
      setCode: (code: string) => cpp.current?.setCode(code),
      run: async () => cpp.current?.run(),
    }),
    [],
  );
  const bar = useStudioToolbar(toolbar);
  return (
    <div className={css.studio}>
      <CppStudio
        handleRef={cpp}
        initialCode={initialCode}
        {...cppService}
        onCodeChange={onCodeChange}
        toolbarStart={bar.toolbarStart}
        toolbarEnd={bar.toolbarEnd}
        // The code is the child's answer to this exercise: no sample programs to swap it for.
        samples={false}
        outputBelow
      />
    </div>
  );
}
