export { ErrorExplanation, type ErrorExplanationProps } from "./ErrorExplanation";
