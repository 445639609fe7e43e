import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useRef } from "react";
import { Link, type LinkComponent } from "../Link";
import { ServiceQrCode } from "../ServiceQrCode";
import type { SiteLink } from "../SiteHeader/nav-links";
import { useElementVisible } from "../useElementVisible";
import * as css from "./SiteFooter.css";

/** SPEC §9: the copyright range starts in 2020. */
export const copyrightStartYear = 2020;
/** The national ICP filing registry every filing number links to. */
export const filingRegistryUrl = "https://beian.miit.gov.cn/";

/** One titled column of footer links (SPEC §2 has three: downloads, resources, terms). */
export interface FooterColumn {
  id: string;
  title: string;
  links: SiteLink[];
}

export interface SiteFooterProps {
  /** The link columns, in order: the site owns its URLs and their words. */
  columns: FooterColumn[];
  /** The app's link component (a router's) for the columns; plain anchors when left out. */
  LinkComponent?: LinkComponent;
  /** Identity values from the locale tables. */
  siteName: string;
  companyName: string;
  filingNumber: string;
  /** The customer-service code image. */
  qrImageSrc: string;
  qrDownloadName?: string;
  /** End of the copyright range; defaults to the current year. */
  year?: number;
  /** SPEC keeps the social-links block hidden; this reveals it. */
  showSocialLinks?: boolean;
  socialLinks?: SiteLink[];
  /** Told whenever the footer scrolls into or out of view, for the sticky contact bar. */
  onVisibleChange?: (visible: boolean) => void;
}

/** The site's footer: three link columns, customer service, and the legal bottom line. */
export function SiteFooter({
  columns,
  LinkComponent,
  siteName,
  companyName,
  filingNumber,
  qrImageSrc,
  qrDownloadName,
  year = new Date().getFullYear(),
  showSocialLinks = false,
  socialLinks = [],
  onVisibleChange,
}: SiteFooterProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLElement>(null);
  // The footer starts below the fold, so it is assumed out of view until observed.
  useElementVisible(ref, { onChange: onVisibleChange, initialVisible: false });
  const idPrefix = useId();
  const yearRange = year > copyrightStartYear ? `${copyrightStartYear}–${year}` : `${copyrightStartYear}`;

  return (
    <footer ref={ref} className={css.footer}>
      <div className={css.inner}>
        <div className={css.top}>
          <nav className={css.columns} aria-label={t`页脚导航`}>
            {columns.map((column) => (
              <div key={column.id}>
                <h2 className={css.heading}>{column.title}</h2>
                <ul className={css.list}>
                  {column.links.map((link) => (
                    <li key={link.href}>
                      <Link tone="quiet" href={link.href} as={LinkComponent}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
          <section className={css.service} aria-labelledby={`${idPrefix}-service`}>
            <h2 id={`${idPrefix}-service`} className={css.heading}>
              <Trans>联系客服</Trans>
            </h2>
            <ServiceQrCode src={qrImageSrc} downloadName={qrDownloadName} size="sm" />
          </section>
        </div>
        <section className={css.social} hidden={!showSocialLinks} aria-labelledby={`${idPrefix}-social`}>
          <h2 id={`${idPrefix}-social`} className={css.heading}>
            <Trans>关注我们</Trans>
          </h2>
          <ul className={css.list}>
            {socialLinks.map((link) => (
              <li key={link.href}>
                <Link tone="quiet" href={link.href} external>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        {/*
          SPEC §2: the legal block (licences and permits) is disabled in the product, so it is not
          rendered at all; a hidden copy would still reach crawlers and screen-reader browse modes.
        */}
        <div className={css.bottom}>
          <span>{siteName}</span>
          <span>
            <Trans>
              © {yearRange} {companyName} 版权所有
            </Trans>
          </span>
          <Link tone="quiet" href={filingRegistryUrl} external>
            {filingNumber}
          </Link>
        </div>
      </div>
    </footer>
  );
}
