export { default } from "./HelloPage";
