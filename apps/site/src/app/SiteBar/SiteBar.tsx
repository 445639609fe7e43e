import { useLingui } from "@lingui/react";
import { Button, PageContainer, useThemeMode, VisuallyHidden } from "@qisi/ui";
import { useId } from "react";
import { Link } from "wouter";
import { activateLocale, rememberLocale } from "../../i18n/activate";
import { identity } from "../../i18n/identity";
import { labels } from "../../i18n/labels";
import { locales } from "../../i18n/locales";
import * as css from "./SiteBar.css";

/** The foundation's top bar: brand, language and theme. The site issue replaces it with SiteHeader. */
export function SiteBar() {
  const { i18n } = useLingui();
  const { mode, toggle } = useThemeMode();
  const languageId = useId();

  const changeLocale = async (code: string) => {
    rememberLocale(code);
    await activateLocale(code);
  };

  return (
    <header className={css.bar}>
      <PageContainer>
        <div className={css.inner}>
          <Link href="/" className={css.brand}>
            {i18n._(identity.siteName)}
          </Link>
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
          <Button variant="ghost" size="sm" onClick={toggle} aria-pressed={mode === "dark"}>
            <span aria-hidden="true">{mode === "dark" ? "☾" : "☀"}</span>
            {i18n._(labels.toggleDarkMode)}
          </Button>
        </div>
      </PageContainer>
    </header>
  );
}
