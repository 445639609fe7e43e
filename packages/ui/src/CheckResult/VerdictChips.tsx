import { Trans, useLingui } from "@lingui/react/macro";
import * as css from "./CheckResult.css";
import type { CheckCaseValue } from "./types";
import { verdictLabels, verdictTone } from "./verdicts";

/** One chip per test, numbered by position (the judge's own index may start at 0 or 1): its number, the verdict's code (AC, WA…) and what that means in Chinese. */
export function VerdictChips({ cases }: { cases: CheckCaseValue[] }) {
  const { t, i18n } = useLingui();
  return (
    <ul className={css.chips} aria-label={t`每个测试的结果`}>
      {cases.map((c, position) => {
        const n = position + 1;
        const label = verdictLabels[c.verdict];
        return (
          <li key={c.index} className={css.chip[verdictTone(c.verdict)]} data-verdict={c.verdict}>
            <Trans>测试 {n}</Trans>
            <span className={css.code}>{c.verdict}</span>
            {label ? i18n._(label) : null}
          </li>
        );
      })}
    </ul>
  );
}
