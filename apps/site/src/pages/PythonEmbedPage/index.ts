export { default } from "./PythonEmbedPage";
