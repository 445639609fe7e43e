import type { BookFacts } from "./BookPromotion";

/** Story and test facts; the site passes its own from apps/site/src/content/book.ts. */
export const sampleBook: BookFacts = {
  title: "编程思维启蒙书",
  ageFrom: 6,
  ageTo: 10,
  chapters: 6,
  puzzles: 30,
  concepts: "顺序、循环、条件、分解、规律和调试",
};
