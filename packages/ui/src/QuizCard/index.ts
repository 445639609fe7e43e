export { QuizCard, type QuizCardProps } from "./QuizCard";
export { optionLetter, type QuizAnswerValue, type QuizValue } from "./types";
