import { type ReactNode, useContext } from "react";
import { qisiRootClass } from "../theme/class-names";
import { portalRoot } from "./QisiPortalRoot.css";
import { QisiRootContext } from "./root-context";

/**
 * Wraps portaled content (a dialog goes to <body>, outside the provider's element) in a root of the
 * same theme and language, so the scoped styles and tokens reach it. Without a provider (our site,
 * whose theme and page basics are on <html>) it adds nothing.
 */
export function QisiPortalRoot({ children }: { children: ReactNode }) {
  const root = useContext(QisiRootContext);
  if (!root) return children;
  return (
    <div className={`${qisiRootClass} ${portalRoot}`} data-theme={root.theme} lang={root.lang} dir={root.dir}>
      {children}
    </div>
  );
}
