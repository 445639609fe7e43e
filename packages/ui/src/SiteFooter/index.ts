export {
  copyrightStartYear,
  type FooterColumn,
  filingRegistryUrl,
  SiteFooter,
  type SiteFooterProps,
} from "./SiteFooter";
