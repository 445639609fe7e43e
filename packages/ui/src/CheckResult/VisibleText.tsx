import { Trans, useLingui } from "@lingui/react/macro";
import * as css from "./CheckResult.css";

/**
 * Program text with the whitespace that decides a comparison made visible: spaces at a line's end
 * show as ␣ (an extra space is the commonest "looks right but fails"), and empty text says so.
 */
export function VisibleText({ text }: { text: string }) {
  const { t } = useLingui();
  if (text === "") {
    return (
      <span className={css.muted}>
        <Trans>（什么也没有）</Trans>
      </span>
    );
  }
  const lines = text.split("\n");
  return lines.map((line, index) => {
    const body = line.replace(/[ \t]+$/, "");
    const trailing = line.slice(body.length);
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one fixed text never reorder.
      <span key={index}>
        {body}
        {trailing ? (
          <span className={css.whitespace} title={t`行末多了空格`}>
            {trailing.replace(/ /g, "␣").replace(/\t/g, "→")}
          </span>
        ) : null}
        {index < lines.length - 1 ? "\n" : null}
      </span>
    );
  });
}
