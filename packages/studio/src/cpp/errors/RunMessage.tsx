import { useLingui } from "@lingui/react/macro";
import type { Ref } from "react";
import * as css from "../CppStudio.css";

export interface RunMessageProps {
  /** A runtime error explained, or why the program could not run, in Chinese. */
  text: string;
  /** What the program's trap said (the browser's words), folded underneath. */
  original?: string | undefined;
  ref?: Ref<HTMLDivElement>;
}

/** One message under the console: a runtime error explained, or why the program could not run. */
export function RunMessage({ text, original, ref }: RunMessageProps) {
  const { t } = useLingui();
  return (
    <div ref={ref} className={css.panel} role="alert" data-testid="run-message">
      <p className={css.runText}>{text}</p>
      {original?.trim() ? (
        <details className={css.original}>
          <summary>{t`程序停下时的原话`}</summary>
          <pre>{original}</pre>
        </details>
      ) : null}
    </div>
  );
}
