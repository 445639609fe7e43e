export * from "./Button";
export * from "./Link";
export * from "./PageContainer";
export * from "./theme";
export * from "./VisuallyHidden";
