/**
 * Values for a Python program, written as Python writes them: the stdin line a value becomes
 * (`str(value)`) and the literal an argument list is passed as (`ast.literal_eval` in the driver).
 * A generated float is wrapped (`PyFloat`) so 3.0 stays a float; anything else is plain JSON.
 */
export class PyFloat {
  readonly value: number;
  constructor(value: number) {
    this.value = value;
  }
}

export type PyValue = null | boolean | number | string | PyFloat | PyValue[] | { [key: string]: PyValue };

/** A float as Python's repr and str write it (3.0, 1e-07, inf). */
export function pythonFloat(value: number): string {
  if (Number.isNaN(value)) return "nan";
  if (!Number.isFinite(value)) return value > 0 ? "inf" : "-inf";
  const text = String(value);
  if (Number.isInteger(value) && !/e/.test(text)) return `${text}.0`;
  return text.replace(/e([+-])(\d)$/, "e$10$2");
}

function pythonString(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  const escaped = Array.from(text)
    .map((char) => {
      if (char === "\\") return "\\\\";
      if (char === quote) return `\\${quote}`;
      if (char === "\n") return "\\n";
      if (char === "\t") return "\\t";
      if (char === "\r") return "\\r";
      const code = char.codePointAt(0) ?? 0;
      if (code < 0x20 || code === 0x7f) return `\\x${code.toString(16).padStart(2, "0")}`;
      return char;
    })
    .join("");
  return `${quote}${escaped}${quote}`;
}

/** repr(value): True, None, 'text', [1, 2.0], {'a': 1}. */
export function pythonLiteral(value: unknown): string {
  if (value === null || value === undefined) return "None";
  if (value === true) return "True";
  if (value === false) return "False";
  if (value instanceof PyFloat) return pythonFloat(value.value);
  if (typeof value === "number") return Number.isInteger(value) ? String(value) : pythonFloat(value);
  if (typeof value === "string") return pythonString(value);
  if (Array.isArray(value)) return `[${value.map(pythonLiteral).join(", ")}]`;
  if (typeof value === "object")
    return `{${Object.entries(value as Record<string, unknown>)
      .map(([key, item]) => `${pythonString(key)}: ${pythonLiteral(item)}`)
      .join(", ")}}`;
  return pythonString(String(value));
}

/** A generated value as one line of stdin: a list's items with spaces between, True/False, str(). */
export function stdinLine(value: PyValue): string {
  if (Array.isArray(value)) return value.map(stdinLine).join(" ");
  if (value === true) return "True";
  if (value === false) return "False";
  if (value === null) return "None";
  if (value instanceof PyFloat) return pythonFloat(value.value);
  return String(value);
}
