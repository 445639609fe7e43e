export { SiteBar } from "./SiteBar";
