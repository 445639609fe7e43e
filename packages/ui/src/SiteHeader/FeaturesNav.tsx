import { Trans, useLingui } from "@lingui/react/macro";
import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { ChevronDown } from "lucide-react";
import type { LinkComponent } from "../Link";
import { isCurrentPage, type SiteLink } from "./nav-links";
import * as css from "./SiteHeader.css";

export interface FeaturesNavProps {
  currentPath: string;
  articles: SiteLink[];
  features: SiteLink[];
  LinkComponent: LinkComponent;
}

/**
 * The wide-screen navigation with the 我们的特色 menu (a Radix NavigationMenu). SPEC keeps the
 * menu hidden, so this loads only when the operator shows it (see DesktopNav).
 */
export default function FeaturesNav({
  currentPath,
  articles,
  features,
  LinkComponent: Anchor,
}: FeaturesNavProps) {
  const { t } = useLingui();
  return (
    <NavigationMenu.Root className={css.nav} aria-label={t`主导航`} delayDuration={150}>
      <NavigationMenu.List className={css.navList}>
        {articles.map((link) => (
          <NavigationMenu.Item key={link.href} className={css.navItem}>
            <NavigationMenu.Link asChild active={isCurrentPage(link.href, currentPath)}>
              <Anchor className={css.navLink} href={link.href}>
                {link.label}
              </Anchor>
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
        <NavigationMenu.Item className={css.navItem}>
          <NavigationMenu.Trigger className={css.navLink}>
            <Trans>我们的特色</Trans>
            <ChevronDown className={css.chevron} aria-hidden="true" size={16} />
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className={css.menuContent}>
            <ul className={css.menuList}>
              {features.map((link) => (
                <li key={link.href}>
                  <NavigationMenu.Link asChild>
                    <Anchor className={css.menuLink} href={link.href}>
                      <span className={css.menuLabel}>{link.label}</span>
                      <span className={css.menuDescription}>{link.description}</span>
                    </Anchor>
                  </NavigationMenu.Link>
                </li>
              ))}
            </ul>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
