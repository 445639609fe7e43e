/** The longest name the greeting page repeats back, in characters a reader sees (graphemes). */
export const maxNameLength = 20;

/**
 * The name in `/hello/{name}` as the page may show it: decoded, trimmed, at most
 * `maxNameLength` graphemes (so an emoji or a combined character is never cut in half). Escaping
 * is React's job: the name is only ever text, never markup. An empty or undecodable name is null.
 */
export function greetingName(segment: string | undefined): string | null {
  if (!segment) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return null;
  }
  const trimmed = decoded.replace(/\s+/g, " ").trim();
  if (!trimmed) return null;
  const graphemes = Array.from(new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(trimmed));
  return graphemes
    .slice(0, maxNameLength)
    .map((part) => part.segment)
    .join("")
    .trim();
}

/** Where the name prompt sends a name: `/hello/%E5%B0%8F%E6%98%8E`. */
export function greetingHref(name: string): string {
  const clean = greetingName(encodeURIComponent(name));
  return clean ? `/hello/${encodeURIComponent(clean)}` : "/hello";
}
