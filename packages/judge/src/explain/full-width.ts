import type { ExplainText } from "./text.ts";

/**
 * Chinese and full-width punctuation a child types with the Chinese input method still on, and the
 * English key they meant. Full-width letters, digits and symbols (U+FF01–U+FF5E) map by offset.
 */
const meant: Record<string, string> = {
  "\u3000": " ",
  "。": ".",
  "、": ",",
  "“": '"',
  "”": '"',
  "‘": "'",
  "’": "'",
  "【": "[",
  "】": "]",
  "《": "<",
  "》": ">",
  "…": "...",
  "—": "-",
  "·": "`",
  "￥": "$",
  "〈": "<",
  "〉": ">",
  "「": '"',
  "」": '"',
};

/** The English character a Chinese or full-width one stands for, or null for any other character. */
export function asciiFor(char: string): string | null {
  const known = meant[char];
  if (known !== undefined) return known;
  const code = char.codePointAt(0) ?? 0;
  return code >= 0xff01 && code <= 0xff5e ? String.fromCodePoint(code - 0xfee0) : null;
}

/** One Chinese or full-width character in the program's code (not inside text or a comment). */
export interface FullWidthChar {
  line: number;
  char: string;
  ascii: string;
}

type Language = "cpp" | "python";

/** Chinese opening quotes and the closing quote that ends the text they hold. */
const chineseQuotes: Record<string, string> = { "“": "”", "‘": "’", "「": "」" };

/**
 * Every Chinese or full-width punctuation mark, letter, digit or space outside string literals and
 * comments, in order. Inside "…" they are the child's text and belong there. A string that never
 * closes on its line counts its Chinese quotes too: `"你好”` is a string whose closing quote is
 * Chinese. Python's triple-quoted strings span lines; C++ raw strings are rare enough to ignore.
 */
export function fullWidthInCode(source: string, language: Language): FullWidthChar[] {
  const found: FullWidthChar[] = [];
  const lines = source.split(/\r?\n/);
  let triple: string | null = null;
  let blockComment = false;
  lines.forEach((text, index) => {
    const line = index + 1;
    const chars = [...text];
    let quote: string | null = null;
    let inString: FullWidthChar[] = [];
    for (let i = 0; i < chars.length; i++) {
      const char = chars[i]!;
      const next = chars[i + 1];
      if (blockComment) {
        if (char === "*" && next === "/") {
          blockComment = false;
          i++;
        }
        continue;
      }
      if (triple) {
        if (chars.slice(i, i + 3).join("") === triple) {
          triple = null;
          i += 2;
        } else if (char === "\\") i++;
        continue;
      }
      if (quote) {
        if (char === "\\") i++;
        else if (char === quote) {
          quote = null;
          inString = [];
        } else {
          const ascii = asciiFor(char);
          if (ascii === '"' || ascii === "'") inString.push({ line, char, ascii });
        }
        continue;
      }
      if (language === "python" && char === "#") break;
      if (language === "cpp" && char === "/" && next === "/") break;
      if (language === "cpp" && char === "/" && next === "*") {
        blockComment = true;
        i++;
        continue;
      }
      if (char === '"' || char === "'") {
        const three = chars.slice(i, i + 3).join("");
        if (language === "python" && (three === '"""' || three === "'''")) {
          triple = three;
          i += 2;
        } else quote = char;
        continue;
      }
      const ascii = asciiFor(char);
      if (ascii === null) continue;
      found.push({ line, char, ascii });
      // “你好，” meant a string: its closing quote is a mistake too, the words and marks inside are not.
      const closes = chineseQuotes[char];
      if (closes) {
        const end = chars.indexOf(closes, i + 1);
        if (end > i) {
          found.push({ line, char: closes, ascii: asciiFor(closes) ?? ascii });
          i = end;
        }
      }
    }
    // A string left open at the end of its line: its Chinese quotes were meant to close it.
    if (quote) found.push(...inString);
  });
  return found;
}

/** What a mark is called, for "这一行的分号 ； 是中文的". */
const names: Record<string, ExplainText> = {
  ";": /*i18n*/ { id: "explain.mark.semicolon", message: "分号" },
  ",": /*i18n*/ { id: "explain.mark.comma", message: "逗号" },
  ".": /*i18n*/ { id: "explain.mark.period", message: "点" },
  ":": /*i18n*/ { id: "explain.mark.colon", message: "冒号" },
  '"': /*i18n*/ { id: "explain.mark.double-quote", message: "双引号" },
  "'": /*i18n*/ { id: "explain.mark.single-quote", message: "单引号" },
  "(": /*i18n*/ { id: "explain.mark.paren", message: "括号" },
  ")": /*i18n*/ { id: "explain.mark.paren", message: "括号" },
  "[": /*i18n*/ { id: "explain.mark.bracket", message: "方括号" },
  "]": /*i18n*/ { id: "explain.mark.bracket", message: "方括号" },
  "!": /*i18n*/ { id: "explain.mark.exclamation", message: "感叹号" },
  "?": /*i18n*/ { id: "explain.mark.question", message: "问号" },
  "<": /*i18n*/ { id: "explain.mark.angle", message: "尖括号" },
  ">": /*i18n*/ { id: "explain.mark.angle", message: "尖括号" },
  "=": /*i18n*/ { id: "explain.mark.equals", message: "等号" },
  "+": /*i18n*/ { id: "explain.mark.plus", message: "加号" },
};

/**
 * The explanation for the Chinese marks on one line: the first one named ("分号 ； 是中文的，换成英文的
 * ; 就好了"), the others listed after it. The display puts "第 3 行：" in front.
 */
export function fullWidthText(marks: readonly FullWidthChar[], language: Language): ExplainText {
  const distinct = marks.filter((mark, index) => marks.findIndex((m) => m.char === mark.char) === index);
  const first = distinct[0]!;
  // A full stop ends a Chinese sentence: the child most likely meant the end of a statement.
  if (first.char === "。" && distinct.length === 1)
    return language === "cpp"
      ? /*i18n*/ {
          id: "explain.full-width.full-stop-cpp",
          message:
            "这一行有一个中文的句号 。，电脑不认识它。C++ 的一句话要用英文分号 ; 结尾；如果你想写的是小数点，就换成英文的 . 。",
        }
      : /*i18n*/ {
          id: "explain.full-width.full-stop-python",
          message:
            "这一行有一个中文的句号 。，电脑不认识它。Python 的一句话结尾什么也不用加，把它删掉就好；如果你想写的是小数点，就换成英文的 . 。",
        };
  if (first.char === "\u3000")
    return /*i18n*/ {
      id: "explain.full-width.space",
      message:
        "这一行有一个中文的全角空格，它看起来和普通空格一样，电脑却不认识。把它删掉，切换到英文输入法重新打一个空格就好了。",
    };
  const name = names[first.ascii];
  const rest = distinct.slice(1);
  const others = rest.map((mark) => mark.char).join(" ");
  const othersMeant = rest.map((mark) => (mark.char === "\u3000" ? "空格" : mark.ascii)).join(" ");
  const values = { char: first.char, ascii: first.ascii, others, othersMeant };
  if (/[A-Za-z0-9]/.test(first.ascii))
    return rest.length === 0
      ? /*i18n*/ {
          id: "explain.full-width.letter",
          message:
            "这一行的 {char} 是中文输入法打出的全角字符，看起来像 {ascii}，电脑却不认识。删掉它，切换到英文输入法重新打 {ascii} 就好了。",
          values,
        }
      : /*i18n*/ {
          id: "explain.full-width.letter-more",
          message:
            "这一行的 {char} 是中文输入法打出的全角字符，看起来像 {ascii}，电脑却不认识；还有 {others} 也是，应该是 {othersMeant}。切换到英文输入法重新打这些字符就好了。",
          values,
        };
  if (!name)
    return rest.length === 0
      ? /*i18n*/ {
          id: "explain.full-width.mark",
          message: "这一行的 {char} 是中文的符号，换成英文的 {ascii} 就好了（先切换到英文输入法再打）。",
          values,
        }
      : /*i18n*/ {
          id: "explain.full-width.mark-more",
          message:
            "这一行的 {char} 是中文的符号，换成英文的 {ascii}；还有 {others} 也是中文的，换成 {othersMeant}。先切换到英文输入法再打。",
          values,
        };
  const named = { ...values, name: name.message };
  return rest.length === 0
    ? /*i18n*/ {
        id: "explain.full-width.named",
        message: "这一行的{name} {char} 是中文的，换成英文的 {ascii} 就好了（先切换到英文输入法再打）。",
        values: named,
      }
    : /*i18n*/ {
        id: "explain.full-width.named-more",
        message:
          "这一行的{name} {char} 是中文的，要换成英文的 {ascii}；还有 {others} 也是中文的，换成 {othersMeant}。先切换到英文输入法再打。",
        values: named,
      };
}
