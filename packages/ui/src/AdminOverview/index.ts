export { AdminOverview, type AdminOverviewCounts, type AdminOverviewProps } from "./AdminOverview";
