export { BrandMark, type BrandMarkProps } from "./BrandMark";
export { isCurrentPage, type SiteHeaderLinks, type SiteLink } from "./nav-links";
export { SiteHeader, type SiteHeaderProps } from "./SiteHeader";
