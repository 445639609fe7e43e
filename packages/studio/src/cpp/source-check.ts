/** Half of a UTF-16 pair without its other half: what broken or non-UTF-8 text leaves in a string. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * What the compile service would refuse, checked before sending so the child's words come at once
 * (the server checks again): too many UTF-8 bytes, or text that was not UTF-8 (replacement
 * characters, lone surrogates, NUL).
 */
export function checkSource(source: string, maxBytes: number): "too-large" | "not-text" | null {
  if (new TextEncoder().encode(source).length > maxBytes) return "too-large";
  if (source.includes("\0") || source.includes("\uFFFD") || loneSurrogate.test(source)) return "not-text";
  return null;
}
