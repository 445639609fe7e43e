/** A short link's own id: 1–64 of `A-Z a-z 0-9 _ -`. */
export const isRedirectId = (id: string) => /^[A-Za-z0-9_-]{1,64}$/.test(id);

/** Where a short link may point: a page of this site (`/app/…`) or an http(s) address. */
export function isRedirectTarget(url: string): boolean {
  if (url.startsWith("/")) return !url.startsWith("//") && !url.includes("\\");
  try {
    const parsed = new URL(url);
    return (parsed.protocol === "https:" || parsed.protocol === "http:") && parsed.hostname !== "";
  } catch {
    return false;
  }
}
