import { describe, expect, it } from "vitest";
import type { Depot } from "../contract/index.ts";
import { numberDepotItems } from "./depot-numbering.ts";

const item = (id: string) => ({ id, title: id, kind: "lesson" as const, lessonId: id, free: false });
const depot: Depot = {
  id: "d",
  appUid: "a",
  title: "Python 入门",
  children: [
    { id: "u1", title: "第一单元", children: [item("a"), item("b")] },
    { id: "u2", title: "第二单元", children: [] },
    { id: "u3", title: "第三单元", children: [item("c")] },
  ],
};

describe("numberDepotItems", () => {
  it("numbers items from 1, running on across groups", () => {
    const seqs = numberDepotItems(depot).children.map((group) => group.children.map((i) => i.displaySeq));
    expect(seqs).toEqual([[1, 2], [], [3]]);
  });

  it("leaves the input untouched", () => {
    numberDepotItems(depot);
    expect(depot.children[0]?.children[0]?.displaySeq).toBeUndefined();
  });

  it("copes with a depot without groups", () => {
    expect(numberDepotItems({ ...depot, children: undefined as unknown as [] }).children).toEqual([]);
  });
});
