export { default } from "./DashboardPage";
