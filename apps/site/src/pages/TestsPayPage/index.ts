export { default } from "./TestsPayPage";
