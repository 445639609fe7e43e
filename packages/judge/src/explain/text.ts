/**
 * A sentence for a child, shaped like Lingui's message descriptor (`id`, zh-CN `message`,
 * `values`): the studio and the site pass it to `i18n._()` so other locales can translate it, the
 * server (which has no Lingui) fills it in Chinese with `fillText`. The descriptors are written with
 * a `/*i18n*\/` comment so `pnpm i18n:extract` finds them here (lingui.config.ts includes this folder).
 */
export interface ExplainText {
  id: string;
  message: string;
  values?: Record<string, string>;
}

/** The zh-CN sentence with its `{name}` placeholders filled (a literal "{" or "}" stays as it is). */
export function fillText(text: ExplainText): string {
  return text.message.replace(/\{(\w+)\}/g, (whole, name: string) => text.values?.[name] ?? whole);
}
