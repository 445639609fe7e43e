import { useLingui } from "@lingui/react";
import { SiteFooter, SiteHeader, StickyContactBar } from "@qisi/ui";
import { type ReactNode, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { useChrome } from "../app/chrome-context";
import { SiteControls } from "../app/SiteControls";
import { serviceQrImage } from "../app/service-qr";
import { siteRoutes, useFooterColumns, useHeaderLinks } from "../app/site-links";
import { identity } from "../i18n/identity";
import { useLoggedIn } from "../state/session";

export interface SiteChromeProps {
  children: ReactNode;
  /** The sticky contact bar (shown when neither header nor footer is on screen). */
  stickyBar?: boolean;
}

/**
 * Header, page, footer. The header gets the session (the sign-in button hides when logged in and
 * carries `from`) and the language/theme controls; header and footer report whether they are on
 * screen so the sticky contact bar shows only in between (packages/ui README).
 */
export function SiteChrome({ children, stickyBar = true }: SiteChromeProps) {
  const { i18n } = useLingui();
  const [path] = useLocation();
  const search = useSearch();
  const loggedIn = useLoggedIn();
  const { openCustomerService } = useChrome();
  const [headerVisible, setHeaderVisible] = useState(true);
  const [footerVisible, setFooterVisible] = useState(false);
  const siteName = i18n._(identity.siteName);
  const qr = serviceQrImage(i18n._(identity.customerServiceUrl));
  const currentPath = search ? `${path}?${search}` : path;
  const headerLinks = useHeaderLinks(currentPath);
  const footerColumns = useFooterColumns();

  return (
    <>
      <SiteHeader
        siteName={siteName}
        loggedIn={loggedIn}
        currentPath={currentPath}
        links={headerLinks}
        onCustomerService={openCustomerService}
        actions={<SiteControls />}
        onVisibleChange={setHeaderVisible}
      />
      {children}
      <SiteFooter
        columns={footerColumns}
        siteName={siteName}
        companyName={i18n._(identity.companyName)}
        filingNumber={i18n._(identity.filingNumber)}
        qrImageSrc={qr}
        qrDownloadName={`${siteName}-客服二维码.svg`}
        onVisibleChange={setFooterVisible}
      />
      {stickyBar ? (
        <StickyContactBar
          visible={!headerVisible && !footerVisible}
          onCustomerService={openCustomerService}
          trialHref={siteRoutes.trialCourse}
        />
      ) : null}
    </>
  );
}
