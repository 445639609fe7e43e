import { Trans, useLingui } from "@lingui/react/macro";
import { Download } from "lucide-react";
import * as css from "./ServiceQrCode.css";

export interface ServiceQrCodeProps {
  /** The customer-service code image (PNG, SVG or a data URL); the app gets it from its identity data. */
  src: string;
  /** File name offered when saving, so a parent on a phone can scan it from the photo album. */
  downloadName?: string;
  size?: "sm" | "md";
}

/** The scannable customer-service code, its save link and what scanning gets you. */
export function ServiceQrCode({ src, downloadName = "qisi-customer-service", size }: ServiceQrCodeProps) {
  const { t } = useLingui();
  return (
    <figure className={css.figure}>
      <img className={css.image({ size })} src={src} alt={t`客服二维码`} width={176} height={176} />
      <figcaption className={css.caption}>
        <Trans>扫一扫二维码，了解课程详情，联系客服老师</Trans>
      </figcaption>
      <a className={css.download} href={src} download={downloadName}>
        <Download aria-hidden="true" size={16} />
        <Trans>保存二维码图片</Trans>
      </a>
    </figure>
  );
}
