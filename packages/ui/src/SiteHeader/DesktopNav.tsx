import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import * as css from "./SiteHeader.css";
import { isCurrentPage, useArticleLinks } from "./site-links";

const FeaturesNav = lazy(() => import("./FeaturesNav"));

export interface DesktopNavProps {
  currentPath: string;
  showFeaturesMenu: boolean;
}

/** The wide-screen navigation: the three course articles, plain links that need no script. */
function ArticleNav({ currentPath }: { currentPath: string }) {
  const { t } = useLingui();
  const articles = useArticleLinks();
  return (
    <nav className={css.nav} aria-label={t`主导航`}>
      <ul className={css.navList}>
        {articles.map((link) => (
          <li key={link.href} className={css.navItem}>
            <a
              className={css.navLink}
              href={link.href}
              aria-current={isCurrentPage(link.href, currentPath) ? "page" : undefined}
            >
              {link.label}
            </a>
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
export function DesktopNav({ currentPath, showFeaturesMenu }: DesktopNavProps) {
  if (!showFeaturesMenu) return <ArticleNav currentPath={currentPath} />;
  return (
    <Suspense fallback={<ArticleNav currentPath={currentPath} />}>
      <FeaturesNav currentPath={currentPath} />
    </Suspense>
  );
}
