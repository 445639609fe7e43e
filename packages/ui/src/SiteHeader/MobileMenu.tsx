import { Trans, useLingui } from "@lingui/react/macro";
import {
  BookOpen,
  Download,
  FileText,
  Headset,
  LayoutDashboard,
  Menu,
  ShieldCheck,
  Sparkles,
} from "lucide-react";
import { type ReactNode, useState } from "react";
import { Dialog } from "../Dialog";
import * as css from "./SiteHeader.css";
import { siteRoutes, useArticleLinks, useFeatureLinks } from "./site-links";

export interface MobileMenuProps {
  showFeaturesMenu: boolean;
  onCustomerService?: () => void;
}

function SheetLink({
  href,
  icon,
  children,
  onSelect,
}: {
  href: string;
  icon: ReactNode;
  children: ReactNode;
  onSelect: () => void;
}) {
  return (
    <li>
      <a className={css.sheetLink} href={href} onClick={onSelect}>
        {icon}
        {children}
      </a>
    </li>
  );
}

/**
 * The narrow-screen menu: a sheet with the course articles plus App download, customer service,
 * the terms, teen protection and the learning centre (SPEC §2). Choosing anything closes it.
 */
export function MobileMenu({ showFeaturesMenu, onCustomerService }: MobileMenuProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const articles = useArticleLinks();
  const features = useFeatureLinks();
  const icon = (Icon: typeof Menu) => <Icon aria-hidden="true" size={20} />;

  return (
    <Dialog
      variant="sheet"
      title={t`菜单`}
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button type="button" className={`${css.iconButton} ${css.mobileOnly}`} aria-label={t`打开菜单`}>
          <Menu aria-hidden="true" size={22} />
        </button>
      }
    >
      <nav className={css.sheetNav} aria-label={t`网站菜单`}>
        <section>
          <h3 className={css.sheetGroupTitle}>
            <Trans>课程介绍</Trans>
          </h3>
          <ul className={css.sheetList}>
            {articles.map((link) => (
              <SheetLink key={link.href} href={link.href} icon={icon(BookOpen)} onSelect={close}>
                {link.label}
              </SheetLink>
            ))}
          </ul>
        </section>
        {showFeaturesMenu ? (
          <section>
            <h3 className={css.sheetGroupTitle}>
              <Trans>我们的特色</Trans>
            </h3>
            <ul className={css.sheetList}>
              {features.map((link) => (
                <SheetLink key={link.href} href={link.href} icon={icon(Sparkles)} onSelect={close}>
                  {link.label}
                </SheetLink>
              ))}
            </ul>
          </section>
        ) : null}
        <section>
          <h3 className={css.sheetGroupTitle}>
            <Trans>更多</Trans>
          </h3>
          <ul className={css.sheetList}>
            <SheetLink href={siteRoutes.dashboard} icon={icon(LayoutDashboard)} onSelect={close}>
              <Trans>学习中心</Trans>
            </SheetLink>
            <SheetLink href={siteRoutes.downloads} icon={icon(Download)} onSelect={close}>
              <Trans>App 下载</Trans>
            </SheetLink>
            {onCustomerService ? (
              <li>
                <button
                  type="button"
                  className={css.sheetLink}
                  onClick={() => {
                    close();
                    onCustomerService();
                  }}
                >
                  {icon(Headset)}
                  <Trans>联系客服</Trans>
                </button>
              </li>
            ) : null}
            <SheetLink href={siteRoutes.termsOfService} icon={icon(FileText)} onSelect={close}>
              <Trans>服务条款</Trans>
            </SheetLink>
            <SheetLink href={siteRoutes.privacyTeen} icon={icon(ShieldCheck)} onSelect={close}>
              <Trans>青少年个人信息保护</Trans>
            </SheetLink>
          </ul>
        </section>
      </nav>
    </Dialog>
  );
}
