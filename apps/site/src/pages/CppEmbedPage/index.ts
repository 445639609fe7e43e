export { default } from "./CppEmbedPage";
