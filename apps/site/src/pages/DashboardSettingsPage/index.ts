export { default } from "./DashboardSettingsPage";
