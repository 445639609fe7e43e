import { describe, expect, it } from "vitest";
import { fill } from "./check-text.ts";
import {
  type CompareMode,
  describeOutputDifference,
  normaliseOutput,
  sameOutput,
} from "./output-difference.ts";

/** The sentence a child reads, and the mark the player draws. */
const said = (expected: string, actual: string, mode: CompareMode = "lines") => {
  expect(sameOutput(expected, actual, mode)).toBe(false);
  const { sentence, difference } = describeOutputDifference(expected, actual, mode);
  return { sentence: fill(sentence), difference };
};
const sentence = (expected: string, actual: string, mode: CompareMode = "lines") =>
  said(expected, actual, mode).sentence;

describe("output differences a child understands", () => {
  describe("given one line", () => {
    it("quotes both sides, so a number and a word never run into the sentence", () => {
      expect(sentence("8\n", "35\n")).toBe("应该输出「8」，你的程序输出了「35」");
      expect(said("8\n", "35\n").difference).toEqual({ line: 1, column: 1, expected: "8", actual: "35" });
    });

    it("marks the first differing character and says where it starts on a longer line", () => {
      const { sentence: text, difference } = said("小启 今年 9 岁\n", "小启 今年 10 岁\n");
      expect(text).toBe(
        "应该输出「小启 今年 9 岁」，你的程序输出了「小启 今年 10 岁」（从第 7 个字开始不一样）",
      );
      expect(difference).toEqual({
        line: 1,
        column: 7,
        expected: "小启 今年 9 岁",
        actual: "小启 今年 10 岁",
      });
    });

    it("says when nothing was printed", () => {
      expect(sentence("8\n", "")).toBe("应该输出「8」，可你的程序什么也没有输出");
      expect(sentence("1\n2\n", "\n\n")).toBe("应该输出 2 行，可你的程序什么也没有输出");
    });
  });

  describe("given full-width and half-width symbols (全角/半角)", () => {
    it("names the symbol and both characters", () => {
      expect(sentence("你好,小启\n", "你好，小启\n")).toBe(
        "第 3 个字用了全角（中文输入法）的逗号「，」，这里要用半角（英文输入法）的逗号「,」",
      );
      expect(sentence("你好！\n", "你好!\n")).toBe(
        "第 3 个字用了半角（英文输入法）的感叹号「!」，这里要用全角（中文输入法）的感叹号「！」",
      );
    });

    it("counts the other places with the same mix-up", () => {
      expect(sentence("a:1;b:2\n", "a：1；b：2\n")).toBe(
        "第 2 个字用了全角（中文输入法）的冒号「：」，这里要用半角（英文输入法）的冒号「:」（这样的地方还有 2 处）",
      );
    });

    it("knows digits, letters, quotes, parentheses and the full-width space", () => {
      expect(sentence("12\n", "１2\n")).toMatch(
        /全角（中文输入法）的数字「１」.*半角（英文输入法）的数字「1」/,
      );
      expect(sentence("ok\n", "ｏk\n")).toMatch(/的字母「ｏ」/);
      expect(sentence('"hi"\n', "“hi”\n")).toMatch(/的引号「“」.*的引号「"」（这样的地方还有 1 处）/);
      expect(sentence("f(x)\n", "f（x）\n")).toMatch(/的括号「（」/);
      expect(sentence("a b\n", "a\u3000b\n")).toMatch(
        /全角（中文输入法）的空格「\u3000」.*半角（英文输入法）的空格「 」/,
      );
    });

    it("takes 。 for . and . for 。", () => {
      expect(sentence("3.14\n", "3。14\n")).toMatch(/全角（中文输入法）的句号「。」/);
    });
  });

  describe("given a space or a 。 too many or too few", () => {
    it("says where an extra or a missing space is", () => {
      expect(sentence("小启今年9岁\n", "小启 今年9岁\n")).toBe("在「小启」后面多了一个空格");
      expect(sentence("小启 今年 9 岁\n", "小启今年 9 岁\n")).toBe("在「小启」后面少了一个空格");
      expect(sentence("a b\n", "a   b\n")).toBe("在「a」后面多了 2 个空格");
      expect(sentence("abc\n", " abc\n")).toBe("开头多了一个空格");
    });

    it("names a missing or extra 。 at the end", () => {
      expect(sentence("我是小启。\n", "我是小启\n")).toBe("末尾少了一个「。」");
      expect(sentence("我是小启\n", "我是小启。\n")).toBe("末尾多了一个「。」");
    });

    it("says which line, when the output has several", () => {
      expect(sentence("你好！\n我是小启。\n", "你好！\n我是小启\n")).toBe("第 2 行末尾少了一个「。」");
    });

    it("names a missing ending that is more than one character", () => {
      expect(sentence("9 岁\n", "9\n")).toBe("末尾少了「 岁」");
      expect(sentence("8\n", "8 个\n")).toBe("末尾多了「 个」");
    });
  });

  describe("given characters that look alike", () => {
    it("never reads as two equal sides: the two characters are named by their codes", () => {
      const text = sentence("我是小启。\n", "我是小启｡\n");
      expect(text).toBe(
        "应该输出「我是小启。」，你的程序输出了「我是小启｡」：第 5 个字应该是「。」（U+3002），你的程序输出的是「｡」（U+FF61），它们看起来很像，其实不是同一个字",
      );
    });

    it("names invisible characters", () => {
      expect(sentence("a b\n", "a\tb\n")).toMatch(
        /第 2 个字应该是空格（U\+0020），你的程序输出的是制表符（Tab）（U\+0009）/,
      );
      expect(sentence("ab\n", "a\u200bb\n")).toBe("在「a」后面多了一个看不见的零宽空格");
    });

    it("names a space where a character should be, without calling the two alike or their codes", () => {
      const text = sentence("小林 在 B 组\n", " 在 B 组\n");
      expect(text).toContain("第 1 个字应该是「小」，你的程序输出的是空格");
      expect(text).not.toContain("U+");
      expect(text).not.toContain("看起来很像");
    });

    it("cuts a long line around the difference, so the difference is shown", () => {
      const long = "一二三四五六七八九十".repeat(6);
      const changed = `${long.slice(0, 50)}X${long.slice(51)}`;
      const text = sentence(`${long}\n`, `${changed}\n`);
      expect(text).toContain("…");
      expect(text).toContain("X");
      expect(said(`${long}\n`, `${changed}\n`).difference?.column).toBe(51);
    });
  });

  describe("given lines missing, extra or broken", () => {
    it("says a line is missing or extra, naming it", () => {
      expect(sentence("1\n2\n3\n", "1\n2\n")).toBe("应该输出 3 行，你的程序只输出了 2 行，少了一行：「3」");
      expect(sentence("1\n2\n", "1\n2\n3\n")).toBe("应该输出 2 行，你的程序输出了 3 行，多了一行：「3」");
      expect(said("1\n2\n3\n", "1\n2\n").difference).toEqual({
        line: 3,
        column: 1,
        expected: "3",
        actual: "",
      });
    });

    it("names a missing line break: two lines printed as one", () => {
      expect(sentence("你好！\n我是小启。\n", "你好！我是小启。\n")).toBe(
        "第 1 行少了一个换行：「你好！」和「我是小启。」应该分成两行",
      );
      expect(said("你好！\n我是小启。\n", "你好！我是小启。\n").difference).toMatchObject({
        line: 1,
        column: 4,
      });
      expect(sentence("苹果\n香蕉\n", "苹果 香蕉\n")).toMatch(/少了一个换行/);
    });

    it("names an extra line break: one line printed as two", () => {
      expect(sentence("小启 今年 9 岁\n", "小启 今年\n9 岁\n")).toBe(
        "第 1 行多了一个换行：「小启 今年」和「9 岁」应该在同一行",
      );
    });

    it("names an empty line", () => {
      expect(sentence("a\n\nb\n", "a\nb\n")).toMatch(/^第 2 行/);
      expect(sentence("a\nb\n", "a\nb\n\nc\n")).toBe(
        "应该输出 2 行，你的程序输出了 4 行，多了一行：一个空行",
      );
    });
  });

  describe("given the exact comparison", () => {
    it("names spaces at a line's end and the last line break", () => {
      expect(sentence("a\nb\n", "a \nb\n", "exact")).toBe("第 1 行末尾多了一个空格（行末的空格也算）");
      expect(sentence("a  \nb\n", "a\nb\n", "exact")).toBe("第 1 行末尾少了 2 个空格（行末的空格也算）");
      expect(sentence("a\nb\n", "a\nb", "exact")).toBe("最后少了一个换行：最后一行后面也要换行");
      expect(sentence("a\nb\n", "a\nb\n\n", "exact")).toBe("最后多了 1 个空行");
    });

    it("ignores nothing: trailing spaces that lines ignores fail exact", () => {
      expect(sameOutput("a\n", "a \n", "lines")).toBe(true);
      expect(sameOutput("a\n", "a \n", "exact")).toBe(false);
    });
  });

  describe("given the tokens comparison", () => {
    it("compares words in order, whatever the spaces and line breaks between them", () => {
      expect(sameOutput("1 2 3\n", "1\n2   3", "tokens")).toBe(true);
      expect(sentence("1 2 3\n", "1 2 4\n", "tokens")).toBe("第 3 个词应该是「3」，你的程序输出的是「4」");
      expect(said("1 2 3\n", "1\n2\n4\n", "tokens").difference).toEqual({
        line: 3,
        column: 1,
        expected: "1 2 3",
        actual: "4",
      });
      expect(sentence("1 2 3\n", "1 2\n", "tokens")).toBe(
        "应该输出 3 个词，你的程序只输出了 2 个，少了「3」",
      );
      expect(sentence("1 2\n", "1 2 3\n", "tokens")).toBe("应该输出 2 个词，你的程序输出了 3 个，多了「3」");
    });
  });

  it("normalises each mode so equal outputs hash alike", () => {
    expect(normaliseOutput("a  \r\nb\n\n\n", "lines")).toBe("a\nb");
    expect(normaliseOutput(" a \n b ", "tokens")).toBe("a b");
    expect(normaliseOutput("a \n", "exact")).toBe("a \n");
  });
});
