import type { ReactNode } from "react";
import type { LayoutName } from "../routes/route-def";
import { SiteChrome } from "./SiteChrome";

/**
 * SPEC §2's layouts. Pages render their own `<main id="main">` (ArticleLayout does it for
 * articles), so the header's skip link always has a target.
 * - home, default, article, 404: header, page, footer, sticky contact bar.
 * - dashboard: header and footer around the page; the page brings its DashboardShell.
 * - blank: the page alone (sign-in, studios, redirects).
 */
export function Layout({ name, children }: { name: LayoutName; children: ReactNode }) {
  switch (name) {
    case "blank":
      return <>{children}</>;
    case "dashboard":
      return <SiteChrome stickyBar={false}>{children}</SiteChrome>;
    default:
      return <SiteChrome>{children}</SiteChrome>;
  }
}
