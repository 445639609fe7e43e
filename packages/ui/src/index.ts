export * from "./Button";
export * from "./Dialog";
export * from "./Link";
export * from "./PageContainer";
export * from "./theme";
export * from "./VisuallyHidden";
