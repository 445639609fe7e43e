/** How one corpus entry came out: the explanation the child reads first, against the expected line and cause. */
export type Outcome = "right" | "honest" | "wrong";

export interface Scored {
  name: string;
  expected: { line: number; cause: string };
  got: { line: number; cause: string } | null;
  outcome: Outcome;
}

/**
 * `right`: the expected cause on the expected line (for an entry where no cause can be sure, an
 * honest text on that line). `honest`: an honest text where a cause was expected (a miss, but no
 * harm). `wrong`: a cause named that is not the one, or the right cause on another line: the
 * child is sent the wrong way, which is worse than no explanation.
 *
 * `general` causes only say what the tool says ("电脑不认识 End1 这个名字" for any undeclared name):
 * true whenever they fire, so where a sharper cause was expected they are a miss, not a wrong.
 */
export function score(
  name: string,
  expected: { line: number; cause: string },
  got: { line: number; cause: string } | null,
  general: ReadonlySet<string> = new Set(),
): Scored {
  const onLine = got?.line === expected.line;
  const outcome: Outcome =
    got === null || got.cause === "honest"
      ? expected.cause === "honest" && onLine
        ? "right"
        : "honest"
      : got.cause === expected.cause && onLine
        ? "right"
        : general.has(got.cause) && onLine
          ? "honest"
          : "wrong";
  return { name, expected, got, outcome };
}

export interface Figures {
  /** Entries with a cause to name. */
  specific: number;
  /** Of those, how many got that cause on the right line (the ≥ 90 % figure). */
  explained: number;
  /** Entries of any kind that got a wrong cause or line (the 0 % figure). */
  wrong: number;
  total: number;
  /** Entries where no cause can be sure and the text stayed honest. */
  honestKept: number;
  honestTotal: number;
}

export function figures(scored: readonly Scored[]): Figures {
  const specific = scored.filter((s) => s.expected.cause !== "honest");
  const honest = scored.filter((s) => s.expected.cause === "honest");
  return {
    specific: specific.length,
    explained: specific.filter((s) => s.outcome === "right").length,
    wrong: scored.filter((s) => s.outcome === "wrong").length,
    total: scored.length,
    honestKept: honest.filter((s) => s.outcome === "right").length,
    honestTotal: honest.length,
  };
}

const percent = (part: number, whole: number) =>
  whole === 0 ? "—" : `${((100 * part) / whole).toFixed(1)} %`;

/** The two figures in one line, then every miss: what the corpus test prints. */
export function report(title: string, scored: readonly Scored[]): string {
  const f = figures(scored);
  const lines = [
    `${title}: ${f.total} programs — specific Chinese explanation on the right line ${f.explained}/${f.specific} = ${percent(f.explained, f.specific)}; wrong cause ${f.wrong}/${f.total} = ${percent(f.wrong, f.total)}; honest where no cause is sure ${f.honestKept}/${f.honestTotal}`,
  ];
  for (const s of scored.filter((entry) => entry.outcome !== "right"))
    lines.push(
      `  ${s.outcome === "wrong" ? "WRONG " : "missed"} ${s.name}: expected ${s.expected.cause} on line ${s.expected.line}, got ${s.got ? `${s.got.cause} on line ${s.got.line}` : "nothing"}`,
    );
  return lines.join("\n");
}
