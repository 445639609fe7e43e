import { type ReactNode, useContext } from "react";
import { qisiRootClass } from "../theme/class-names";
import { QisiRootContext } from "./root-context";

/** No box of its own: the root only carries the theme and language to what it holds. */
const noBox = { display: "contents" } as const;

/**
 * Wraps portaled content (a dialog goes to <body>, outside the provider's element) in a root of the
 * same theme and language, so the scoped styles and tokens reach it. Without a provider (our site,
 * whose theme and page basics are on <html>) it adds nothing. Its one style is inline: a stylesheet
 * of its own would load with every dialog, provider or not.
 */
export function QisiPortalRoot({ children }: { children: ReactNode }) {
  const root = useContext(QisiRootContext);
  if (!root) return children;
  return (
    <div className={qisiRootClass} style={noBox} data-theme={root.theme} lang={root.lang} dir={root.dir}>
      {children}
    </div>
  );
}
