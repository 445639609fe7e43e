import { describe, expect, it } from "vitest";
import { numberLessons } from "./numbering";

describe("numberLessons", () => {
  it("numbers items from 1 straight through all groups (SPEC §3)", () => {
    const groups = numberLessons([
      {
        id: "g1",
        title: "一",
        children: [
          { id: "a", lessonId: "la", title: "A" },
          { id: "b", lessonId: "lb", title: "B" },
        ],
      },
      { id: "g2", title: "二", children: [] },
      { id: "g3", title: "三", children: [{ id: "c", lessonId: "lc", title: "C" }] },
    ]);
    expect(groups.flatMap((g) => g.children.map((i) => i.displaySeq))).toEqual([1, 2, 3]);
  });

  it("keeps numbers the client already assigned", () => {
    const [group] = numberLessons([
      { id: "g", title: "g", children: [{ id: "a", lessonId: "a", title: "A", displaySeq: 7 }] },
    ]);
    expect(group?.children[0]?.displaySeq).toBe(7);
  });
});
