export { NotFoundPage } from "./NotFoundPage";
