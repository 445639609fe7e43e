export { default } from "./PythonLiveView";
