/**
 * What the catalogue may not promise until the product does it (issue 39 item 3): a parent who
 * paid for "直播上课" or "老师点评作业" and finds neither was told something untrue. Each claim names
 * the feature that would make it true; a feature joins `featuresThatExist` in the change that
 * ships it (the classroom issue: teachers' comments on a child's work), and only then may course.yaml
 * say so.
 */
export type Feature =
  | "live-classes"
  | "teacher-review"
  | "workbook"
  | "project-defence"
  | "challenge-ladder"
  | "small-classes";

export const featuresThatExist: ReadonlySet<Feature> = new Set<Feature>();

interface FeatureClaim {
  pattern: RegExp;
  feature: Feature;
  /** What the author reads: why the words cannot stay. */
  why: string;
}

export const featureClaims: readonly FeatureClaim[] = [
  { pattern: /直播/u, feature: "live-classes", why: "还没有直播课" },
  { pattern: /小班/u, feature: "small-classes", why: "还没有小班上课" },
  {
    pattern: /(?:老师|作业)[^，。；、]*(?:点评|批改|答疑)|(?:点评|批改)[^，。；、]*作业/u,
    feature: "teacher-review",
    why: "老师还不能在网站上点评作业、答疑",
  },
  { pattern: /练习册|讲义/u, feature: "workbook", why: "还没有配套的练习册" },
  { pattern: /答辩/u, feature: "project-defence", why: "还没有项目答辩" },
  { pattern: /闯关/u, feature: "challenge-ladder", why: "还没有闯关练习" },
];

/** The first promise in `text` of a feature that does not exist yet, or null. */
export function findFeatureClaim(
  text: string,
  exists: ReadonlySet<Feature> = featuresThatExist,
): { words: string; why: string } | null {
  for (const claim of featureClaims) {
    if (exists.has(claim.feature)) continue;
    const match = claim.pattern.exec(text);
    if (match) return { words: match[0], why: claim.why };
  }
  return null;
}
