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
import type { LinkComponent } from "../Link";
import type { SiteHeaderLinks } from "./nav-links";
import * as css from "./SiteHeader.css";

export interface MobileMenuProps {
  links: SiteHeaderLinks;
  showFeaturesMenu: boolean;
  onCustomerService?: () => void;
  LinkComponent: LinkComponent;
}

function SheetLink({
  href,
  icon,
  children,
  onSelect,
  LinkComponent: Anchor,
}: {
  href: string;
  icon: ReactNode;
  children: ReactNode;
  onSelect: () => void;
  LinkComponent: LinkComponent;
}) {
  return (
    <li>
      <Anchor className={css.sheetLink} href={href} onClick={onSelect}>
        {icon}
        {children}
      </Anchor>
    </li>
  );
}

/**
 * The narrow-screen menu: a sheet with the course articles plus App download, customer service,
 * the terms, teen protection and the learning centre (SPEC §2). Choosing anything closes it.
 */
export function MobileMenu({ links, showFeaturesMenu, onCustomerService, LinkComponent }: MobileMenuProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const icon = (Icon: typeof Menu) => <Icon aria-hidden="true" size={20} />;
  const sheetLink = { onSelect: close, LinkComponent };

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
            {links.articles.map((link) => (
              <SheetLink key={link.href} href={link.href} icon={icon(BookOpen)} {...sheetLink}>
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
              {links.features.map((link) => (
                <SheetLink key={link.href} href={link.href} icon={icon(Sparkles)} {...sheetLink}>
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
            <SheetLink href={links.dashboard} icon={icon(LayoutDashboard)} {...sheetLink}>
              <Trans>学习中心</Trans>
            </SheetLink>
            <SheetLink href={links.downloads} icon={icon(Download)} {...sheetLink}>
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
            <SheetLink href={links.termsOfService} icon={icon(FileText)} {...sheetLink}>
              <Trans>服务条款</Trans>
            </SheetLink>
            <SheetLink href={links.privacyTeen} icon={icon(ShieldCheck)} {...sheetLink}>
              <Trans>青少年个人信息保护</Trans>
            </SheetLink>
          </ul>
        </section>
      </nav>
    </Dialog>
  );
}
