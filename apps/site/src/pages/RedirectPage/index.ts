export { default } from "./RedirectPage";
