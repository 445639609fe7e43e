export { default } from "./CertificatePage";
