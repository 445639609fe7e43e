export { default } from "./SubmissionsPage";
