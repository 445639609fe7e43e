export { copyrightStartYear, filingRegistryUrl, SiteFooter, type SiteFooterProps } from "./SiteFooter";
