export { default } from "./ClassPage";
