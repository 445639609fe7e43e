export { formatRelativeTime, formatYuan } from "./format";
