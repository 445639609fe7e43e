export { default } from "./DashboardProjectsPage";
