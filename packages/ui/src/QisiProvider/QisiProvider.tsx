import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { I18nProvider, useLingui } from "@lingui/react";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { messages as sourceMessages } from "../../../../locales/zh-CN/messages.po";
import type { ThemeMode } from "../theme/theme-mode";
import { catalogLoaders, localeDirection, type QisiLocale, sourceLocale } from "./catalogs";
import { rootClass } from "./QisiProvider.css";
import { type QisiRootAttributes, QisiRootContext } from "./root-context";
import { useMergedCatalogs } from "./use-merged-catalogs";

export interface QisiProviderProps {
  /** The interface language, one of the 17 of `qisiLocales`; default zh-CN. */
  locale?: QisiLocale;
  /** Default light. */
  theme?: ThemeMode;
  /**
   * The catalog of `locale` when the app has it already (`import { messages } from
   * "@qisi/ui/locales/en"`): the first render, also on the server, is then in that language. With
   * components of another package inside (@qisi/studio's), pass every package's catalog of that
   * locale as a list: `[uiMessages, studioMessages]`.
   */
  messages?: Messages | readonly Messages[];
  children?: ReactNode;
}

/**
 * Sets up what the components need in a partner's app: Lingui with our compiled catalogs, on an
 * `I18n` of its own (the app's global `i18n` is left alone), and an element with the class
 * `qisi-root` carrying the theme, inside which alone our element styles apply.
 *
 * zh-CN is built in; another locale's catalog is fetched when first asked for, and until it arrives
 * the text stays in the language shown before (zh-CN at first): never an id or ICU source.
 */
export function QisiProvider({
  locale = sourceLocale,
  theme = "light",
  messages: catalogs,
  children,
}: QisiProviderProps) {
  const messages = useMergedCatalogs(catalogs);
  const [i18n] = useState(() => createI18n(locale, messages));

  useEffect(() => {
    if (messages) return show(i18n, locale, messages);
    const load = catalogLoaders[locale];
    if (locale === sourceLocale || !load) return show(i18n, sourceLocale);
    let current = true;
    load().then(
      (catalog) => {
        if (current) show(i18n, locale, catalog.messages);
      },
      // A catalog that cannot be fetched (offline) leaves the text in the language shown.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [i18n, locale, messages]);

  return (
    <I18nProvider i18n={i18n}>
      <QisiRoot theme={theme}>{children}</QisiRoot>
    </I18nProvider>
  );
}

function createI18n(locale: QisiLocale, messages: Messages | undefined): I18n {
  // A copy: Lingui merges a later load of the same locale into the object it was given, and the
  // imported catalog is shared by every provider on the page.
  const i18n = setupI18n({ locale: sourceLocale, messages: { [sourceLocale]: { ...sourceMessages } } });
  if (messages) show(i18n, locale, messages);
  return i18n;
}

/** Makes `locale` the language shown, with its catalog when one arrived (zh-CN's is always there). */
function show(i18n: I18n, locale: string, messages?: Messages): void {
  if (messages) i18n.load(locale, messages);
  if (i18n.locale !== locale) i18n.activate(locale);
}

/** The provider's element: its `lang` and `dir` follow the language shown, not the one asked for. */
function QisiRoot({ theme, children }: { theme: ThemeMode; children: ReactNode }) {
  const { i18n } = useLingui();
  const lang = i18n.locale;
  const attributes = useMemo<QisiRootAttributes>(
    () => ({ theme, lang, dir: localeDirection(lang) }),
    [theme, lang],
  );
  return (
    <QisiRootContext.Provider value={attributes}>
      <div className={rootClass} data-theme={theme} lang={attributes.lang} dir={attributes.dir}>
        {children}
      </div>
    </QisiRootContext.Provider>
  );
}
