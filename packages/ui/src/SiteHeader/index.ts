export { BrandMark, type BrandMarkProps } from "./BrandMark";
export { SiteHeader, type SiteHeaderProps } from "./SiteHeader";
export { loginHref, type SiteLink, siteRoutes } from "./site-links";
