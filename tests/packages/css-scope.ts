/**
 * Reads a built stylesheet's selectors and tells which ones can style elements that are not ours
 * (issue 23: `@qisi/ui/style.css` must leave a partner's page alone). Enough CSS for what
 * vanilla-extract emits: style rules, grouping at-rules (`@media`, `@supports`, …) and the at-rules
 * whose blocks hold no selectors (`@keyframes`, `@font-face`), which are skipped.
 */

const blocksWithoutSelectors =
  /^@(-\w+-)?(keyframes|font-face|page|property|counter-style|font-feature-values)\b/;

/** Every style rule's selector list, in order, whatever at-rules it sits in. */
export function selectorListsOf(css: string): string[] {
  const source = css.replace(/\/\*[\s\S]*?\*\//g, "");
  const lists: string[] = [];
  let prelude = "";
  for (let index = 0; index < source.length; index++) {
    const char = source[index]!;
    if (char === '"' || char === "'") {
      const end = source.indexOf(char, index + 1);
      prelude += source.slice(index, end + 1);
      index = end;
    } else if (char === "{") {
      const head = prelude.trim();
      prelude = "";
      // A grouping at-rule opens a block of rules: read on inside it.
      if (head.startsWith("@") && !blocksWithoutSelectors.test(head)) continue;
      if (!head.startsWith("@")) lists.push(head);
      index = endOfBlock(source, index);
    } else if (char === "}" || char === ";") {
      prelude = "";
    } else {
      prelude += char;
    }
  }
  return lists;
}

/** The index of the `}` that closes the block opened at `open`. */
function endOfBlock(source: string, open: number): number {
  let depth = 0;
  for (let index = open; index < source.length; index++) {
    const char = source[index];
    if (char === '"' || char === "'") index = source.indexOf(char, index + 1);
    else if (char === "{") depth++;
    else if (char === "}" && --depth === 0) return index;
  }
  throw new Error(`unclosed block at ${open}`);
}

/** Splits at `separator` where it is outside (), [] and strings. */
function splitTopLevel(text: string, isSeparator: (char: string) => boolean): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = "";
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (char === "(" || char === "[") depth++;
    else if (char === ")" || char === "]") depth--;
    if (depth === 0 && isSeparator(char)) {
      parts.push(current);
      current = "";
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts;
}

/**
 * A compound selector names a class of its own: `.x`, or `:is()` / `:where()` whose every selector
 * is scoped (`:where(.qisi-root)`); a class inside `:has()`, `:not()` or `[…]` does not count.
 */
function hasOwnClass(compound: string): boolean {
  let depth = 0;
  for (let index = 0; index < compound.length; index++) {
    const char = compound[index]!;
    if (depth === 0 && /^:(is|where)\(/.test(compound.slice(index))) {
      const open = compound.indexOf("(", index);
      const close = closingParen(compound, open);
      const list = splitTopLevel(compound.slice(open + 1, close), (c) => c === ",");
      if (list.every(isScopedToAClass)) return true;
      index = close;
    } else if (char === "(" || char === "[") depth++;
    else if (char === ")" || char === "]") depth--;
    else if (depth === 0 && char === "." && /[\w-]/.test(compound[index + 1] ?? "")) return true;
  }
  return false;
}

function closingParen(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    if (text[index] === "(") depth++;
    else if (text[index] === ")" && --depth === 0) return index;
  }
  throw new Error(`unclosed ( in ${text}`);
}

/**
 * Whether every element the complex selector matches has a class of its own or sits inside an
 * element that has one: `._14erigh0:hover`, `:where(.qisi-root) a` and `[dir=rtl] .x` do; `body`,
 * `*`, `:root`, `[data-theme=dark]`, `body:has(.x) *` and `.x + p` do not.
 */
export function isScopedToAClass(complexSelector: string): boolean {
  // Compounds and the combinators between them, read from the subject leftwards.
  const tokens = splitTopLevel(complexSelector.trim().replace(/\s*([>+~])\s*/g, " $1 "), (char) =>
    /\s/.test(char),
  )
    .filter((token) => token !== "")
    .reverse();
  let sibling = false;
  for (const token of tokens) {
    if (token === ">" || token === "+" || token === "~") {
      sibling = token !== ">";
      continue;
    }
    // A sibling's class says nothing about the subject; an ancestor's (or the subject's own) does.
    if (!sibling && hasOwnClass(token)) return true;
    sibling = false;
  }
  return false;
}

/** The selectors of a stylesheet that can style elements outside every class of ours. */
export function unscopedSelectors(css: string): string[] {
  return selectorListsOf(css)
    .flatMap((list) => splitTopLevel(list, (char) => char === ","))
    .map((selector) => selector.trim())
    .filter((selector) => !isScopedToAClass(selector));
}
