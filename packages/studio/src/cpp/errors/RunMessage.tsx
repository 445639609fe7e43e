import type { Ref } from "react";
import * as css from "../CppStudio.css";

/** One message under the console: a runtime error explained, or why the program could not run. */
export function RunMessage({ text, ref }: { text: string; ref?: Ref<HTMLParagraphElement> }) {
  return (
    <p ref={ref} className={css.panel} role="alert" data-testid="run-message">
      {text}
    </p>
  );
}
