import { Trans, useLingui } from "@lingui/react/macro";
import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { ChevronDown } from "lucide-react";
import * as css from "./SiteHeader.css";
import { useArticleLinks, useFeatureLinks } from "./site-links";

export interface DesktopNavProps {
  currentPath: string;
  showFeaturesMenu: boolean;
}

function isCurrent(href: string, currentPath: string) {
  return href.split("#")[0] === currentPath.split(/[?#]/)[0];
}

/** The wide-screen navigation: three course articles and the optional 我们的特色 menu. */
export function DesktopNav({ currentPath, showFeaturesMenu }: DesktopNavProps) {
  const { t } = useLingui();
  const articles = useArticleLinks();
  const features = useFeatureLinks();
  return (
    <NavigationMenu.Root className={css.nav} aria-label={t`主导航`} delayDuration={150}>
      <NavigationMenu.List className={css.navList}>
        {articles.map((link) => (
          <NavigationMenu.Item key={link.href} className={css.navItem}>
            <NavigationMenu.Link
              className={css.navLink}
              href={link.href}
              active={isCurrent(link.href, currentPath)}
            >
              {link.label}
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
        {showFeaturesMenu ? (
          <NavigationMenu.Item className={css.navItem}>
            <NavigationMenu.Trigger className={css.navLink}>
              <Trans>我们的特色</Trans>
              <ChevronDown className={css.chevron} aria-hidden="true" size={16} />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content className={css.menuContent}>
              <ul className={css.menuList}>
                {features.map((link) => (
                  <li key={link.href}>
                    <NavigationMenu.Link className={css.menuLink} href={link.href}>
                      <span className={css.menuLabel}>{link.label}</span>
                      <span className={css.menuDescription}>{link.description}</span>
                    </NavigationMenu.Link>
                  </li>
                ))}
              </ul>
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ) : null}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
