import { useLingui } from "@lingui/react/macro";
import { type Ref, useId } from "react";
import * as css from "../PythonStudio.css";

export interface ConsoleOutputProps {
  /** The `<pre>` a `ConsoleView` writes into (output never goes through React state). */
  outputRef: Ref<HTMLPreElement>;
}

/** The console's heading and log; a `ConsoleView` fills the log. */
export function ConsoleOutput({ outputRef }: ConsoleOutputProps) {
  const { t } = useLingui();
  const id = useId();
  return (
    <>
      <h2 className={css.consoleHeading} id={id}>
        {t`输出`}
      </h2>
      <pre
        ref={outputRef}
        className={css.output}
        role="log"
        aria-labelledby={id}
        data-testid="console"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls; keyboard users need to reach it.
        tabIndex={0}
      />
    </>
  );
}
