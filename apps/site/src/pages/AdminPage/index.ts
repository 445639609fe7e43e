export { default } from "./AdminPage";
