import { useCallback, useEffect, useState } from "react";
import {
  applyThemeMode,
  readThemePreference,
  resolveThemeMode,
  type ThemeMode,
  type ThemePreference,
  themePreferenceKey,
} from "./theme-mode";

const darkQuery = "(prefers-color-scheme: dark)";

function systemPrefersDark(): boolean {
  return typeof matchMedia === "function" && matchMedia(darkQuery).matches;
}

/**
 * Dark mode that follows the system until the person picks one, then remembers the pick.
 * Returns the mode in force, the stored preference, and setters.
 */
export function useThemeMode(): {
  mode: ThemeMode;
  preference: ThemePreference;
  setPreference: (preference: ThemePreference) => void;
  toggle: () => void;
} {
  const [preference, setPreferenceState] = useState<ThemePreference>(() =>
    readThemePreference(typeof localStorage === "undefined" ? undefined : localStorage),
  );
  const [prefersDark, setPrefersDark] = useState(systemPrefersDark);
  const mode = resolveThemeMode(preference, prefersDark);

  useEffect(() => {
    if (typeof matchMedia !== "function") return;
    const query = matchMedia(darkQuery);
    const onChange = () => setPrefersDark(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  useEffect(() => {
    applyThemeMode(mode);
  }, [mode]);

  const setPreference = useCallback((next: ThemePreference) => {
    setPreferenceState(next);
    try {
      if (next === "system") localStorage.removeItem(themePreferenceKey);
      else localStorage.setItem(themePreferenceKey, next);
    } catch {
      // Storage can be unavailable (private mode); the choice still holds for this visit.
    }
  }, []);

  const toggle = useCallback(() => setPreference(mode === "dark" ? "light" : "dark"), [mode, setPreference]);

  return { mode, preference, setPreference, toggle };
}
