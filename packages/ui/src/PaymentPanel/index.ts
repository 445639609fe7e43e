export { PaymentPanel, type PaymentPanelChannel, type PaymentPanelProps } from "./PaymentPanel";
export { qrPath } from "./qr";
