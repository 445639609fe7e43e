import { Trans, useLingui } from "@lingui/react/macro";
import { Download, ExternalLink } from "lucide-react";
import { Button } from "../Button";
import { button } from "../Button/Button.css";
import { Link } from "../Link";
import { VisuallyHidden } from "../VisuallyHidden";
import * as css from "./DownloadTile.css";
import { type Platform, PlatformIcon } from "./PlatformIcon";

export interface DownloadTileProps {
  platform: Platform;
  /** Shown name; defaults to the platform's usual name. */
  name?: string;
  version?: string;
  /** Already formatted, such as 86 MB. */
  size?: string;
  /** The installer or store page. Without it the tile shows as coming soon. */
  href?: string;
  /** Store pages and mirrors open in a new tab; installers download in place. */
  external?: boolean;
  /** System requirement or install hint, such as 需要 macOS 11 或更高版本. */
  note?: string;
  /** The platform's own page (`/downloads/mac`) with install steps. */
  detailsHref?: string;
  comingSoon?: boolean;
  headingLevel?: 2 | 3;
}

function usePlatformName(platform: Platform): string {
  const { t } = useLingui();
  const names: Record<Platform, string> = {
    "win-10-11": t`Windows 10/11`,
    "win-7": t`Windows 7`,
    mac: t`Mac`,
    ipad: t`iPad`,
    android: t`安卓平板和手机`,
    other: t`其他设备`,
  };
  return names[platform];
}

/** One learning app to download: platform, version and size, and the download, or 即将上线. */
export function DownloadTile({
  platform,
  name,
  version,
  size,
  href,
  external = false,
  note,
  detailsHref,
  comingSoon = false,
  headingLevel = 3,
}: DownloadTileProps) {
  const { t } = useLingui();
  const platformName = usePlatformName(platform);
  const title = name ?? platformName;
  const available = Boolean(href) && !comingSoon;
  const Heading = `h${headingLevel}` as const;

  return (
    <article
      className={css.tile}
      data-platform={platform}
      data-state={available ? "available" : "coming-soon"}
    >
      <span className={css.icon}>
        <PlatformIcon platform={platform} />
      </span>
      <div className={css.heading}>
        <Heading className={css.name}>{title}</Heading>
        {version || size ? (
          <dl className={css.facts}>
            {version ? (
              <div className={css.fact}>
                <dt>{t`版本`}</dt>
                <dd className={css.factValue}>{version}</dd>
              </div>
            ) : null}
            {size ? (
              <div className={css.fact}>
                <dt>{t`大小`}</dt>
                <dd className={css.factValue}>{size}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        {available ? null : (
          <span className={css.badge}>
            <Trans>即将上线</Trans>
          </span>
        )}
      </div>
      {note ? <p className={css.note}>{note}</p> : null}
      <div className={css.actions}>
        {available ? (
          <a
            className={button({ variant: "primary" })}
            href={href}
            {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          >
            {external ? (
              <ExternalLink aria-hidden="true" size={18} />
            ) : (
              <Download aria-hidden="true" size={18} />
            )}
            {external ? <Trans>前往下载</Trans> : <Trans>下载</Trans>}
            <VisuallyHidden>{` ${title}`}</VisuallyHidden>
          </a>
        ) : (
          <Button disabled>
            <Trans>敬请期待</Trans>
            <VisuallyHidden>{` ${title}`}</VisuallyHidden>
          </Button>
        )}
        {detailsHref ? (
          <Link tone="standalone" href={detailsHref}>
            <Trans>安装说明</Trans>
            <VisuallyHidden>{` ${title}`}</VisuallyHidden>
          </Link>
        ) : null}
      </div>
    </article>
  );
}
