import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import type { LinkComponent } from "../Link";
import { isCurrentPage, type SiteLink } from "./nav-links";
import * as css from "./SiteHeader.css";

const FeaturesNav = lazy(() => import("./FeaturesNav"));

export interface DesktopNavProps {
  currentPath: string;
  articles: SiteLink[];
  /** Given only when the operator shows the 我们的特色 menu. */
  features?: SiteLink[];
  LinkComponent: LinkComponent;
}

/** The wide-screen navigation: the course articles, plain links that need no script. */
function ArticleNav({ currentPath, articles, LinkComponent: Anchor }: Omit<DesktopNavProps, "features">) {
  const { t } = useLingui();
  return (
    <nav className={css.nav} aria-label={t`主导航`}>
      <ul className={css.navList}>
        {articles.map((link) => (
          <li key={link.href} className={css.navItem}>
            <Anchor
              className={css.navLink}
              href={link.href}
              aria-current={isCurrentPage(link.href, currentPath) ? "page" : undefined}
            >
              {link.label}
            </Anchor>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The articles, plus the 我们的特色 menu when the operator shows it. The menu's code loads only
 * then; until it arrives the plain article links stand in, so the bar never jumps.
 */
export function DesktopNav({ features, ...nav }: DesktopNavProps) {
  if (!features) return <ArticleNav {...nav} />;
  return (
    <Suspense fallback={<ArticleNav {...nav} />}>
      <FeaturesNav {...nav} features={features} />
    </Suspense>
  );
}
