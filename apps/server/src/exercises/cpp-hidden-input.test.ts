import { describe, expect, it } from "vitest";
import { hiddenInputKind, whenHiddenInput } from "./cpp-hidden-input.ts";

describe("a hidden test's kind of input", () => {
  it("names what stands out, in a child's words", () => {
    expect(hiddenInputKind("")).toBe("什么也不输入");
    expect(hiddenInputKind("3000000000 1\n")).toBe("里面有很大的数，比 21 亿还大");
    expect(hiddenInputKind("-4 4\n")).toBe("里面有负数");
    expect(hiddenInputKind("3.5\n")).toBe("里面有小数");
    expect(hiddenInputKind("0 7\n")).toBe("里面有 0");
    expect(hiddenInputKind(`${Array.from({ length: 30 }, (_, i) => i + 1).join(" ")}\n`)).toBe("很长");
    expect(hiddenInputKind("12 34\n")).toBeNull();
    expect(hiddenInputKind("小启\n")).toBeNull();
  });

  it("opens the sentence without the input itself", () => {
    expect(whenHiddenInput("-4 4\n")).toBe("换一组没给你看的输入（里面有负数）时");
    expect(whenHiddenInput("12 34\n")).toBe("换一组没给你看的输入时");
  });
});
