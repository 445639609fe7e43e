import type { CheckText } from "./check-text.ts";
import { codePoint } from "./show-text.ts";

/**
 * Characters a child cannot tell apart on screen: full-width (全角, typed with the Chinese input
 * method) and half-width (半角, English) twins of one symbol, and characters that show nothing.
 */

/** The half-width twin of a full-width character, or the character itself. */
export function halfWidth(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  if (code >= 0xff01 && code <= 0xff5e) return String.fromCodePoint(code - 0xfee0);
  return twins[char] ?? char;
}

/** Chinese punctuation outside Unicode's full-width block, with the ASCII symbol it is typed for. */
const twins: Record<string, string> = {
  "\u3000": " ",
  "\u201c": '"',
  "\u201d": '"',
  "\u2018": "'",
  "\u2019": "'",
  "\u3002": ".",
  "\u3001": ",",
  "\u300a": "<",
  "\u300b": ">",
  "\u3010": "[",
  "\u3011": "]",
  "\u2014": "-",
};

export const isFullWidth = (char: string) => halfWidth(char) !== char;

/** What a child calls a symbol, by its half-width twin (逗号 for , and ，). */
const symbolNames: Record<string, CheckText> = {
  ",": /*i18n*/ { id: "check.char.comma", message: "逗号" },
  ".": /*i18n*/ { id: "check.char.full-stop", message: "句号" },
  "!": /*i18n*/ { id: "check.char.exclamation", message: "感叹号" },
  "?": /*i18n*/ { id: "check.char.question", message: "问号" },
  ":": /*i18n*/ { id: "check.char.colon", message: "冒号" },
  ";": /*i18n*/ { id: "check.char.semicolon", message: "分号" },
  "(": /*i18n*/ { id: "check.char.parenthesis", message: "括号" },
  ")": /*i18n*/ { id: "check.char.parenthesis", message: "括号" },
  "[": /*i18n*/ { id: "check.char.bracket", message: "方括号" },
  "]": /*i18n*/ { id: "check.char.bracket", message: "方括号" },
  "<": /*i18n*/ { id: "check.char.angle", message: "尖括号" },
  ">": /*i18n*/ { id: "check.char.angle", message: "尖括号" },
  '"': /*i18n*/ { id: "check.char.quote", message: "引号" },
  "'": /*i18n*/ { id: "check.char.single-quote", message: "单引号" },
  " ": /*i18n*/ { id: "check.char.space", message: "空格" },
  "-": /*i18n*/ { id: "check.char.dash", message: "横线" },
  "+": /*i18n*/ { id: "check.char.plus", message: "加号" },
  "=": /*i18n*/ { id: "check.char.equals", message: "等号" },
  "*": /*i18n*/ { id: "check.char.star", message: "星号" },
  "/": /*i18n*/ { id: "check.char.slash", message: "斜线" },
  "%": /*i18n*/ { id: "check.char.percent", message: "百分号" },
};
const digit: CheckText = /*i18n*/ { id: "check.char.digit", message: "数字" };
const letter: CheckText = /*i18n*/ { id: "check.char.letter", message: "字母" };
const symbol: CheckText = /*i18n*/ { id: "check.char.symbol", message: "符号" };

/** 逗号, 数字, 字母 or 符号: the kind of symbol a full-width/half-width pair is. */
export function symbolName(char: string): CheckText {
  const half = halfWidth(char);
  if (/^[0-9]$/.test(half)) return digit;
  if (/^[A-Za-z]$/.test(half)) return letter;
  return symbolNames[half] ?? symbol;
}

/** Characters that show nothing, or nothing a child can tell from a space. */
const invisibleNames: Record<string, CheckText> = {
  " ": /*i18n*/ { id: "check.char.space", message: "空格" },
  "\u3000": /*i18n*/ { id: "check.char.full-width-space", message: "全角空格" },
  "\t": /*i18n*/ { id: "check.char.tab", message: "制表符（Tab）" },
  "\r": /*i18n*/ { id: "check.char.carriage-return", message: "回车符" },
  "\u00a0": /*i18n*/ { id: "check.char.no-break-space", message: "不换行空格" },
  "\u200b": /*i18n*/ { id: "check.char.zero-width-space", message: "看不见的零宽空格" },
  "\ufeff": /*i18n*/ { id: "check.char.bom", message: "看不见的 BOM 字符" },
};

/** A character by name when it shows nothing (空格, 全角空格, 控制字符 U+0007); null when it shows itself. */
export function invisibleName(char: string): CheckText | null {
  const named = invisibleNames[char];
  if (named) return named;
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x20 || (code >= 0x7f && code < 0xa0) || (code >= 0x200c && code <= 0x200f))
    return /*i18n*/ {
      id: "check.char.control",
      message: "看不见的字符 {code}",
      values: { code: codePoint(char) },
    };
  return null;
}

/** A character as a sentence names it: 空格, or 「x」. */
export const charName = (char: string): string | CheckText => invisibleName(char) ?? `「${char}」`;
