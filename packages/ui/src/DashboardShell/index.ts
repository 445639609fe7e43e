export { DashboardShell, type DashboardShellProps } from "./DashboardShell";
export {
  activeDashboardItem,
  type DashboardNavItem,
  dashboardNavItems,
  defaultDashboardLabel,
} from "./navItems";
