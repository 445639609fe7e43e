/**
 * A number of lessons, courses or exercises written into catalogue prose ("全部 24 课", "16 节录播课",
 * "3 门课", "50 道题"). The site shows those numbers from the data (a package's `lessons`, the lessons
 * and exercises the content has), so prose that repeats one goes stale the day the data changes.
 * Ordinals ("第 3 课") name one lesson, not a count. A bare 一 is left alone: "先上一节体验课" means
 * "a lesson", not a promise of how many; nor does a version ("C++14 课程").
 */
const countClaim =
  /(?<!第\s*)(?<![\dA-Za-z+一二两三四五六七八九十百])(?:\d+|[二两三四五六七八九十百][一二三四五六七八九十百]*|一[十百][一二三四五六七八九十百]*)\s*(?:节|课|堂|讲|门|道|题|个(?:课|练习|习题|关卡))/u;

/** The first count the text names ("24 节"), or null when it names none. */
export function findCountClaim(text: string): string | null {
  return countClaim.exec(text)?.[0] ?? null;
}
