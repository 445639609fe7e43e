import { useLingui } from "@lingui/react";
import { Button, Inline, inputClass, useThemeMode, VisuallyHidden } from "@qisi/ui";
import { useEffect, useId, useState } from "react";
import { LanguageSelect } from "../i18n/LanguageSelect";
import { labels } from "../i18n/labels";
import * as css from "./SiteControls.css";

/**
 * Language and theme, in the header's `actions` slot on every page that has a header. `data-early`
 * lets src/early-controls.js answer them on a prerendered page before the app has started.
 */
export function SiteControls() {
  const { i18n } = useLingui();
  const { mode, toggle } = useThemeMode();
  const languageId = useId();
  // Prerendered HTML cannot know the visitor's theme; show the real state once hydrated.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const dark = mounted && mode === "dark";

  return (
    <Inline gap="xs" nowrap>
      <label htmlFor={languageId}>
        <VisuallyHidden>{i18n._(labels.toggleLanguage)}</VisuallyHidden>
      </label>
      <LanguageSelect
        id={languageId}
        className={`${inputClass({ size: "sm" })} ${css.select}`}
        data-early="locale"
      />
      <Button variant="ghost" size="sm" onClick={toggle} aria-pressed={dark} data-early="theme">
        <span aria-hidden="true">{dark ? "☾" : "☀"}</span>
        <VisuallyHidden>{i18n._(labels.toggleDarkMode)}</VisuallyHidden>
      </Button>
    </Inline>
  );
}
