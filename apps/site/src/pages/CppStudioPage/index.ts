export { default } from "./CppStudioPage";
