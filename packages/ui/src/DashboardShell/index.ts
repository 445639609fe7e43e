export { DashboardShell, type DashboardShellProps } from "./DashboardShell";
export {
  activeDashboardItem,
  type DashboardHrefs,
  type DashboardNavItem,
  dashboardNavItems,
  defaultDashboardLabel,
} from "./navItems";
