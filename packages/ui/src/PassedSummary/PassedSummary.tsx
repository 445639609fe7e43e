import { Trans, useLingui } from "@lingui/react/macro";
import { Lightbulb, Puzzle, Sparkles } from "lucide-react";
import * as css from "./PassedSummary.css";

/** How many exercises were first passed each way (the server's `PassedCounts`). */
export interface PassedCounts {
  /** By the child's own program (nudges allowed). */
  own: number;
  /** After the hint ladder's Parsons puzzle was shown. */
  parsons: number;
  /** After the solution (or a prediction's answer) was shown. */
  solution: number;
}

export interface PassedSummaryProps extends PassedCounts {
  /** `block`: a list with icons (the certificate, the course page); `inline`: one short sentence. */
  variant?: "block" | "inline";
}

/**
 * How the exercises were passed, said kindly (issue 37): on the child's own, after putting the
 * puzzle's lines in order, after reading the answer and understanding it. Nothing when none was
 * passed; a way that was never used is left out rather than counted as zero.
 */
export function PassedSummary({ own, parsons, solution, variant = "block" }: PassedSummaryProps) {
  const { t } = useLingui();
  const parts = [
    own > 0 && { key: "own", icon: Sparkles, text: <Trans>{own} 道是自己想出来的</Trans> },
    parsons > 0 && {
      key: "parsons",
      icon: Puzzle,
      text: <Trans>{parsons} 道是把程序拼好以后做出来的</Trans>,
    },
    solution > 0 && {
      key: "solution",
      icon: Lightbulb,
      text: <Trans>{solution} 道是看了答案、弄懂以后做出来的</Trans>,
    },
  ].filter((part) => part !== false);
  if (parts.length === 0) return null;
  if (variant === "inline")
    return (
      <span className={css.inline}>
        {parts.map((part, index) => (
          <span key={part.key}>
            {index > 0 ? t`，` : null}
            {part.text}
          </span>
        ))}
      </span>
    );
  return (
    <ul className={css.list} aria-label={t`练习是怎么做出来的`}>
      {parts.map(({ key, icon: Icon, text }) => (
        <li key={key} className={css.item} data-how={key}>
          <Icon className={css.icon} size={18} aria-hidden="true" />
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}
