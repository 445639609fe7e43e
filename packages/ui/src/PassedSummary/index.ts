export { type PassedCounts, PassedSummary, type PassedSummaryProps } from "./PassedSummary";
