import { Trans, useLingui } from "@lingui/react/macro";
import { type ReactNode, useRef } from "react";
import { button } from "../Button/Button.css";
import { useElementVisible } from "../useElementVisible";
import { BrandMark } from "./BrandMark";
import { DesktopNav } from "./DesktopNav";
import { MobileMenu } from "./MobileMenu";
import * as css from "./SiteHeader.css";
import { loginHref, siteRoutes } from "./site-links";

export interface SiteHeaderProps {
  /** From the locale table (`identity.siteName`). */
  siteName: string;
  /** Account id ≠ 0. The sign-in button shows only when this is false (SPEC §6). */
  loggedIn: boolean;
  /** Path plus query of the page, carried to sign-in as `?from=` so it can send the learner back. */
  currentPath: string;
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
        <a className={css.brand} href={siteRoutes.home} aria-label={t`${siteName}首页`}>
          <span className={css.brandMark}>
            <BrandMark />
          </span>
          <span className={css.brandName}>{siteName}</span>
        </a>
        <DesktopNav currentPath={currentPath} showFeaturesMenu={showFeaturesMenu} />
        <div className={css.end}>
          {actions}
          {loggedIn ? null : (
            <a className={button({ variant: "secondary", size: "sm" })} href={loginHref(currentPath)}>
              <Trans>登录/注册</Trans>
            </a>
          )}
          <a
            className={`${button({ variant: "primary", size: "sm" })} ${css.desktopOnly}`}
            href={siteRoutes.dashboard}
          >
            <Trans>学习中心</Trans>
          </a>
          <MobileMenu showFeaturesMenu={showFeaturesMenu} onCustomerService={onCustomerService} />
        </div>
      </div>
    </header>
  );
}
