export { default } from "./SalesPage";
