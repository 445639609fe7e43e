export { ServiceQrCode, type ServiceQrCodeProps } from "./ServiceQrCode";
