import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@qisi/ui";
import "katex/dist/katex.min.css";
import { useMemo, useState } from "react";
import * as css from "./judge.css";
import { statementParts } from "./statement-markdown";

function SampleBlock({ which, number, text }: { which: "input" | "output"; number: number; text: string }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  const title = which === "input" ? t`输入样例 ${number}` : t`输出样例 ${number}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <figure className={css.sample} data-testid={`sample-${which}-${number}`}>
      <figcaption className={css.sampleHead}>
        {title}
        <Button size="sm" variant="secondary" onClick={copy} aria-label={t`复制${title}`}>
          {copied ? <Trans>已复制</Trans> : <Trans>复制</Trans>}
        </Button>
      </figcaption>
      <pre className={css.sampleText}>{text}</pre>
    </figure>
  );
}

/**
 * A problem's statement: Markdown with KaTeX formulas (fonts from our own bundle, no CDN), and the
 * samples where the author put them, each with a copy button.
 */
export function Statement({ markdown }: { markdown: string }) {
  const parts = useMemo(() => statementParts(markdown), [markdown]);
  return (
    <div className={css.statement}>
      {parts.map((part, index) =>
        part.kind === "markdown" ? (
          // The HTML comes from statementParts, which escapes raw HTML and unsafe links.
          <div key={index} dangerouslySetInnerHTML={{ __html: part.html }} />
        ) : (
          <SampleBlock key={index} which={part.which} number={part.number} text={part.text} />
        ),
      )}
    </div>
  );
}
