export { CertificateCard, type CertificateCardProps } from "./CertificateCard";
