import * as css from "./CodeBlock.css";
import { type CodeLanguage, highlight } from "./highlight";

export interface CodeBlockProps {
  code: string;
  language?: CodeLanguage;
}

/** A few lines of a lesson's code, lightly highlighted, as text a child can select and copy. */
export function CodeBlock({ code, language }: CodeBlockProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide block scrolls sideways; the keyboard must reach it (axe scrollable-region-focusable).
    <pre className={css.block} data-language={language} tabIndex={0}>
      <code>
        {highlight(code, language).map((token, index) =>
          token.kind === "plain" ? (
            token.text
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: tokens of one fixed string never reorder.
            <span key={index} className={css.token[token.kind]} data-token={token.kind}>
              {token.text}
            </span>
          ),
        )}
      </code>
    </pre>
  );
}
