export { RequireLogin } from "./RequireLogin";
