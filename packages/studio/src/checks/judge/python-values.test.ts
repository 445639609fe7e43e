import { createHash } from "node:crypto";
import type { PackedValue } from "@qisi/api/contract";
import { describe, expect, it } from "vitest";
import { hiddenOutputHash, hiddenValueHash } from "./hidden-hash.ts";
import { canonicalValue, packJson, sameValue } from "./python-values.ts";
import { sha256Hex } from "./sha256.ts";

const int = (n: number | string) => ({ int: String(n) });
const float = (n: string) => ({ float: n });

describe("returned values as Python tells them apart", () => {
  it("takes a tuple for a list, never 8 for '8' or True for 1", () => {
    expect(sameValue([int(1), "a"], { tuple: [int(1), "a"] })).toBe(true);
    expect(sameValue(int(8), "8")).toBe(false);
    expect(sameValue(true, int(1))).toBe(false);
    expect(sameValue(null, null)).toBe(true);
  });

  it("compares numbers within 1e-9, ints exactly, and NaN never", () => {
    expect(sameValue(float("0.30000000000000004"), float("0.3"))).toBe(true);
    expect(sameValue(int(8), float("8.0"))).toBe(true);
    expect(sameValue(int("1208925819614629174706176"), int("1208925819614629174706177"))).toBe(false);
    expect(sameValue(float("nan"), float("nan"))).toBe(false);
    expect(sameValue(float("inf"), float("inf"))).toBe(true);
  });

  it("compares dicts by key and sets as sets, a set never equal to a frozenset", () => {
    const dict = (pairs: [PackedValue, PackedValue][]) => ({ dict: pairs });
    expect(
      sameValue(
        dict([
          ["a", int(1)],
          ["b", int(2)],
        ]),
        dict([
          ["b", int(2)],
          ["a", int(1)],
        ]),
      ),
    ).toBe(true);
    expect(sameValue(dict([["a", int(1)]]), dict([["a", int(2)]]))).toBe(false);
    expect(sameValue({ set: [int(1), int(2)] }, { set: [int(2), int(1)] })).toBe(true);
    expect(sameValue({ set: [int(1)] }, { frozenset: [int(1)] })).toBe(false);
  });

  it("never takes a class the program defined itself for the reference's", () => {
    const mine = { other: "__main__.P", repr: "<P>", local: true };
    expect(sameValue(mine, mine)).toBe(false);
    const range = { other: "builtins.range", repr: "range(0, 3)", local: false };
    expect(sameValue(range, { ...range })).toBe(true);
  });

  it("gives equal values one canonical text, so a hidden answer hashes alike", () => {
    expect(canonicalValue({ tuple: [int(1), float("2.0")] })).toBe(canonicalValue([int(1), int(2)]));
    expect(hiddenValueHash("s", { set: [int(1), int(2)] })).toBe(
      hiddenValueHash("s", { set: [int(2), int(1)] }),
    );
    expect(hiddenValueHash("s", int(8))).not.toBe(hiddenValueHash("t", int(8)));
    expect(hiddenOutputHash("s", "8  \n\n", "lines")).toBe(hiddenOutputHash("s", "8\n", "lines"));
    expect(hiddenOutputHash("s", "8 \n", "exact")).not.toBe(hiddenOutputHash("s", "8\n", "exact"));
  });

  it("packs an author's returns: as the driver packs Python's value of it", () => {
    expect(packJson([1, 2.5, "a", true, null, { k: 1 }])).toEqual([
      int(1),
      float("2.5"),
      "a",
      true,
      null,
      { dict: [["k", int(1)]] },
    ]);
  });
});

describe("sha256", () => {
  it("is node:crypto's, for every length around a block", () => {
    for (const text of [
      "",
      "abc",
      "你好，启思编程！",
      "😀",
      ..."x"
        .repeat(130)
        .split("")
        .map((_, i) => "y".repeat(i)),
    ])
      expect(sha256Hex(text)).toBe(createHash("sha256").update(text).digest("hex"));
  });
});
