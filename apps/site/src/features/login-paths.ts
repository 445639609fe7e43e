/** Only same-site paths are followed after sign-in, so `from` cannot send anyone elsewhere. */
export function safeReturnPath(from: string | null): string {
  if (!from?.startsWith("/") || from.startsWith("//") || from.startsWith("/\\")) return "/dashboard";
  if (from === "/login" || from.startsWith("/login?")) return "/dashboard";
  return from;
}

/** SPEC §4: `/login?from=<full path>` plus any extra query. */
export function loginHrefFor(fullPath: string, extra: Record<string, string> = {}): string {
  return `/login?${new URLSearchParams({ from: fullPath, ...extra })}`;
}
