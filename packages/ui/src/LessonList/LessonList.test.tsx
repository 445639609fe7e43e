import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithI18n } from "../test-utils/render";
import { LessonList } from "./LessonList";
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

describe("LessonList exercise counts", () => {
  it("shows a lesson's passed exercises of its total, in words for screen readers", () => {
    renderWithI18n(
      <LessonList
        lessonHref={(id) => `/class/c/${id}`}
        groups={[
          {
            id: "g",
            title: "第一单元",
            children: [
              { id: "a", lessonId: "a", title: "你好", exercises: { passed: 2, total: 3 } },
              { id: "b", lessonId: "b", title: "变量" },
            ],
          },
        ]}
      />,
    );
    expect(screen.getByRole("link", { name: /你好.*（练习通过 2 道，共 3 道）/ })).toBeTruthy();
    expect(screen.getByRole("link", { name: /变量/ }).textContent).not.toContain("/");
  });

  it("says how the exercises were passed when help was used, and tags a lesson still being written", () => {
    renderWithI18n(
      <LessonList
        lessonHref={(id) => `/class/c/${id}`}
        groups={[
          {
            id: "g",
            title: "第一单元",
            children: [
              {
                id: "a",
                lessonId: "a",
                title: "你好",
                exercises: { passed: 3, total: 4, how: { own: 1, parsons: 1, solution: 1 } },
              },
              {
                id: "b",
                lessonId: "b",
                title: "变量",
                exercises: { passed: 2, total: 2, how: { own: 2, parsons: 0, solution: 0 } },
              },
              { id: "c", lessonId: "c", title: "列表", draft: true },
            ],
          },
        ]}
      />,
    );
    expect(
      screen.getByRole("link", {
        name: /你好.*（自己想出来 1 道，拼好程序后做出来 1 道，看了答案后做出来 1 道）/,
      }),
    ).toBeTruthy();
    // All on their own: nothing more to say than the count.
    expect(screen.getByRole("link", { name: /变量/ }).textContent).not.toContain("自己想出来");
    // Still a link: its page says, kindly, that it is being written.
    expect(screen.getByRole("link", { name: /列表.*编写中/ })).toBeTruthy();
  });
});
