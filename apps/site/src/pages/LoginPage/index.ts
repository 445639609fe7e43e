export { default } from "./LoginPage";
