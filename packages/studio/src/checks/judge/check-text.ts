/**
 * A sentence of a check's verdict, shaped like Lingui's message descriptor (`id`, zh-CN `message`,
 * `values`), as @qisi/judge's explanations are: the descriptors are written with a `/*i18n*\/`
 * comment so `pnpm i18n:extract` finds them, and the judge, which runs where there is no Lingui
 * (the server, the studio's worker), fills them in Chinese (`fill`). A check's message is composed
 * of several; `values` may hold other sentences, filled first.
 */
export interface CheckText {
  id: string;
  message: string;
  values?: Record<string, string | number | CheckText>;
}

/** Turns a sentence into text; the default fills the zh-CN message. */
export type Translate = (text: CheckText) => string;

/** The zh-CN sentence with its `{name}` placeholders filled (a literal "{" or "}" stays as it is). */
export function fill(text: CheckText, translate: Translate = fill): string {
  return text.message.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = text.values?.[name];
    if (value === undefined) return whole;
    return typeof value === "object" ? translate(value) : String(value);
  });
}
