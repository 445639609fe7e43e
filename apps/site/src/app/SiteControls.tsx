import { useLingui } from "@lingui/react";
import { Button, useThemeMode, VisuallyHidden } from "@qisi/ui";
import { useEffect, useId, useState } from "react";
import { activateLocale, rememberLocale } from "../i18n/activate";
import { labels } from "../i18n/labels";
import { locales } from "../i18n/locales";
import * as css from "./SiteControls.css";

/** Language and theme, in the header's `actions` slot on every page that has a header. */
export function SiteControls() {
  const { i18n } = useLingui();
  const { mode, toggle } = useThemeMode();
  const languageId = useId();
  // Prerendered HTML cannot know the visitor's theme; show the real state once hydrated.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const dark = mounted && mode === "dark";

  const changeLocale = async (code: string) => {
    rememberLocale(code);
    await activateLocale(code);
  };

  return (
    <div className={css.controls}>
      <label htmlFor={languageId}>
        <VisuallyHidden>{i18n._(labels.toggleLanguage)}</VisuallyHidden>
      </label>
      <select
        id={languageId}
        className={css.select}
        value={i18n.locale}
        onChange={(event) => void changeLocale(event.target.value)}
      >
        {locales.map((locale) => (
          <option key={locale.code} value={locale.code} lang={locale.code}>
            {locale.name}
          </option>
        ))}
      </select>
      <Button variant="ghost" size="sm" onClick={toggle} aria-pressed={dark}>
        <span aria-hidden="true">{dark ? "☾" : "☀"}</span>
        <VisuallyHidden>{i18n._(labels.toggleDarkMode)}</VisuallyHidden>
      </Button>
    </div>
  );
}
