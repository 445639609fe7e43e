import { Trans, useLingui } from "@lingui/react/macro";
import { type ReactNode, useRef } from "react";
import { button } from "../Button/Button.css";
import type { LinkComponent } from "../Link";
import { useElementVisible } from "../useElementVisible";
import { BrandMark } from "./BrandMark";
import { DesktopNav } from "./DesktopNav";
import { MobileMenu } from "./MobileMenu";
import type { SiteHeaderLinks } from "./nav-links";
import * as css from "./SiteHeader.css";

export interface SiteHeaderProps {
  /** From the locale table (`identity.siteName`). */
  siteName: string;
  /** Account id ≠ 0. The sign-in button shows only when this is false (SPEC §6). */
  loggedIn: boolean;
  /** Path plus query of the page: the nav marks the link to it as the current page. */
  currentPath: string;
  /** Every destination and the articles' and features' words: the site owns its URLs. */
  links: SiteHeaderLinks;
  /** The app's link component (a router's); plain anchors when left out. */
  LinkComponent?: LinkComponent;
  /** SPEC keeps the 我们的特色 menu hidden; the operator can turn it on. */
  showFeaturesMenu?: boolean;
  /** Opens the customer-service dialog; the mobile menu lists it when given. */
  onCustomerService?: () => void;
  /** Slots for the theme toggle and the language switcher. */
  actions?: ReactNode;
  /** Told whenever the header scrolls into or out of view, for the sticky contact bar. */
  onVisibleChange?: (visible: boolean) => void;
  /** Target of the skip link; the page's `<main>` carries this id. */
  mainId?: string;
}

/** The site's banner: brand, course articles, sign-in or the learning centre, and the mobile menu. */
export function SiteHeader({
  siteName,
  loggedIn,
  currentPath,
  links,
  LinkComponent: Anchor = "a",
  showFeaturesMenu = false,
  onCustomerService,
  actions,
  onVisibleChange,
  mainId = "main",
}: SiteHeaderProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLElement>(null);
  useElementVisible(ref, { onChange: onVisibleChange });

  return (
    <header ref={ref} className={css.header}>
      <a className={css.skipLink} href={`#${mainId}`}>
        <Trans>跳到主要内容</Trans>
      </a>
      <div className={css.bar}>
        <Anchor className={css.brand} href={links.home} aria-label={t`${siteName}首页`}>
          <span className={css.brandMark}>
            <BrandMark />
          </span>
          <span className={css.brandName}>{siteName}</span>
        </Anchor>
        <DesktopNav
          currentPath={currentPath}
          articles={links.articles}
          features={showFeaturesMenu ? links.features : undefined}
          LinkComponent={Anchor}
        />
        <div className={css.end}>
          {actions}
          {loggedIn ? null : (
            <Anchor className={button({ variant: "secondary", size: "sm" })} href={links.login}>
              <Trans>登录/注册</Trans>
            </Anchor>
          )}
          <Anchor
            className={`${button({ variant: "primary", size: "sm" })} ${css.desktopOnly}`}
            href={links.dashboard}
          >
            <Trans>学习中心</Trans>
          </Anchor>
          <MobileMenu
            links={links}
            showFeaturesMenu={showFeaturesMenu}
            onCustomerService={onCustomerService}
            LinkComponent={Anchor}
          />
        </div>
      </div>
    </header>
  );
}
