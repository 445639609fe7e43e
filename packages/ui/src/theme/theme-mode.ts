import { themeColor } from "./tokens";

export type ThemeMode = "light" | "dark";
/** What the person chose; `system` follows the operating system. */
export type ThemePreference = ThemeMode | "system";

export const themePreferenceKey = "qisi-theme";

/**
 * Themes hang off `data-theme` rather than hashed classes, so the page's inline start-up script can
 * pick one before first paint, and a `QisiProvider` or a partner can theme any subtree.
 */
export const themeAttribute = "data-theme";

export function readThemePreference(storage: Pick<Storage, "getItem"> | undefined): ThemePreference {
  try {
    const value = storage?.getItem(themePreferenceKey);
    return value === "light" || value === "dark" ? value : "system";
  } catch {
    // Private mode in some WeChat builds throws on storage access; fall back to the system.
    return "system";
  }
}

export function resolveThemeMode(preference: ThemePreference, systemPrefersDark: boolean): ThemeMode {
  if (preference === "system") return systemPrefersDark ? "dark" : "light";
  return preference;
}

/** Sets `data-theme` on <html> and keeps the browser's theme-color meta in step (SPEC §9). */
export function applyThemeMode(mode: ThemeMode, doc: Document = document): void {
  doc.documentElement.dataset.theme = mode;
  let meta = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = doc.createElement("meta");
    meta.name = "theme-color";
    doc.head.appendChild(meta);
  }
  meta.content = themeColor[mode];
}
