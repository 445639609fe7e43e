export { default } from "./DashboardCoursesPage";
