export { default } from "./ProblemsPage";
