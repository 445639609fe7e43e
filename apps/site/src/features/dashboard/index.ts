export { Avatar } from "./Avatar";
export { DashboardFrame } from "./DashboardFrame";
export * as frameCss from "./DashboardFrame.css";
export { Loaded } from "./Loaded";
export * from "./links";
export { NewProjectLinks } from "./NewProjectLinks";
export { routeSameOriginClicks } from "./spa-links";
