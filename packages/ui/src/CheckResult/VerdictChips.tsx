import { Trans, useLingui } from "@lingui/react/macro";
import * as css from "./CheckResult.css";
import type { CheckCaseValue } from "./types";
import { verdictLabels, verdictTone } from "./verdicts";

/**
 * One chip per try of the program, numbered by position (the judge's own index may start at 0 or
 * 1): 第 n 次 and what happened, in words; the verdict's code only in `data-verdict`.
 */
export function VerdictChips({ cases }: { cases: CheckCaseValue[] }) {
  const { t, i18n } = useLingui();
  return (
    <ul className={css.chips} aria-label={t`每一次试的结果`}>
      {cases.map((c, position) => {
        const n = position + 1;
        const label = verdictLabels[c.verdict];
        return (
          <li key={c.index} className={css.chip[verdictTone(c.verdict)]} data-verdict={c.verdict}>
            <Trans>第 {n} 次</Trans>
            <span className={css.code}>{label ? i18n._(label) : c.verdict}</span>
          </li>
        );
      })}
    </ul>
  );
}
