export { SiteLogin, SiteLoginDialog } from "./SiteLogin";
