/** A short link's own id: 1–64 of `A-Z a-z 0-9 _ -`. */
export const isRedirectId = (id: string) => /^[A-Za-z0-9_-]{1,64}$/.test(id);

/**
 * Characters a browser silently drops or rewrites in a Location: C0 controls (tab, CR, LF among
 * them), DEL and C1 controls, and the backslash (a slash to the URL parser). Any of them lets
 * `/\t/evil` or `/\evil` pass for a same-site path yet land on `//evil`; a newline also breaks the
 * header itself.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const unsafeCharacter = /[\u0000-\u001f\u007f-\u009f\\]/;
/** Only a parse base: a same-site path must resolve to this origin and nowhere else. */
const siteBase = "http://site.invalid";

/**
 * Where a short link may point, normalised the way a browser will read it (WHATWG URL): a path
 * of this site (`/app/…`, dot segments resolved, still starting with a single slash) or an http(s)
 * address with a host and no user name. Null for anything else.
 */
export function redirectTarget(url: string): string | null {
  if (unsafeCharacter.test(url)) return null;
  if (url.startsWith("/")) {
    if (url.startsWith("//")) return null;
    let parsed: URL;
    try {
      parsed = new URL(url, siteBase);
    } catch {
      return null;
    }
    const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
    return parsed.origin === siteBase && !path.startsWith("//") ? path : null;
  }
  if (!/^https?:\/\/[^/]/i.test(url)) return null;
  try {
    const parsed = new URL(url);
    const web = parsed.protocol === "https:" || parsed.protocol === "http:";
    return web && parsed.hostname !== "" && !parsed.username && !parsed.password ? parsed.href : null;
  } catch {
    return null;
  }
}
