import { Trans, useLingui } from "@lingui/react/macro";
import { Dialog } from "../Dialog";
import { Link } from "../Link";
import { ServiceQrCode } from "../ServiceQrCode";
import * as css from "./CustomerServiceDialog.css";

export interface CustomerServiceDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The customer-service code image. */
  qrImageSrc: string;
  qrDownloadName?: string;
  /** The customer-service link from the locale table, for visitors who cannot scan (on the same phone). */
  serviceUrl?: string;
  /** Opening hours as the operator words them, such as 每天 9:00–21:00. */
  serviceHours?: string;
}

/** The customer-service dialog: scan or save the code, or open the service page. Controlled by the app. */
export function CustomerServiceDialog({
  open,
  onOpenChange,
  qrImageSrc,
  qrDownloadName,
  serviceUrl,
  serviceHours,
}: CustomerServiceDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`联系客服老师`}
      description={t`课程顾问会根据孩子的年龄和兴趣推荐合适的课程，也能解答上课、设备和 App 的问题。`}
    >
      <div className={css.body}>
        <ServiceQrCode src={qrImageSrc} downloadName={qrDownloadName} />
        {serviceHours ? (
          <p className={css.hours}>
            <Trans>服务时间：{serviceHours}</Trans>
          </p>
        ) : null}
        {serviceUrl ? (
          <Link href={serviceUrl} external tone="standalone">
            <Trans>在手机上无法扫码？打开客服页面</Trans>
          </Link>
        ) : null}
      </div>
    </Dialog>
  );
}
