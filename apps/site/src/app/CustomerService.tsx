import { useLingui } from "@lingui/react";
import { CustomerServiceDialog } from "@qisi/ui";
import { identity } from "../i18n/identity";
import { serviceQrImage } from "./service-qr";

/** The customer-service dialog with our link and its QR code; its own chunk (see App). */
export default function CustomerService({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { i18n } = useLingui();
  return (
    <CustomerServiceDialog
      open={open}
      onOpenChange={onOpenChange}
      qrImageSrc={serviceQrImage(i18n._(identity.customerServiceUrl))}
      qrDownloadName={`${i18n._(identity.siteName)}-客服二维码.svg`}
      serviceUrl={i18n._(identity.customerServiceUrl)}
    />
  );
}
