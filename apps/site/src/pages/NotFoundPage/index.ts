export { default, NotFoundPage } from "./NotFoundPage";
