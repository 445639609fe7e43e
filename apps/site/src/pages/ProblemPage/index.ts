export { default } from "./ProblemPage";
