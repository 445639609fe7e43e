import { useLingui } from "@lingui/react";
import { activateLocale, rememberLocale } from "./activate";
import { localeLabel, locales } from "./locales";

export interface LanguageSelectProps {
  id: string;
  className: string;
  /** Called once the new language is active, e.g. to store it in the learner's profile. */
  onChanged?: (code: string) => void;
  /** Marks the header's list for src/early-controls.js, which answers it before the app starts. */
  "data-early"?: "locale";
}

/** The 17 languages by their own names (incomplete ones say so); picking one remembers it and switches the whole app. */
export function LanguageSelect({ id, className, onChanged, "data-early": early }: LanguageSelectProps) {
  const { i18n } = useLingui();
  const change = async (code: string) => {
    rememberLocale(code);
    await activateLocale(code);
    onChanged?.(code);
  };
  return (
    <select
      id={id}
      className={className}
      data-early={early}
      value={i18n.locale}
      onChange={(event) => void change(event.target.value)}
    >
      {locales.map((locale) => (
        <option key={locale.code} value={locale.code} lang={locale.code}>
          {localeLabel(locale)}
        </option>
      ))}
    </select>
  );
}
