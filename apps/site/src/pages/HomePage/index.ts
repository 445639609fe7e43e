export { default } from "./HomePage";
