export { default } from "./PythonStudioPage";
