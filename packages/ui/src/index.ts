export * from "./Button";
export * from "./Dialog";
export * from "./Link";
export * from "./PageContainer";
export * from "./StickyContactBar";
export * from "./theme";
export * from "./useElementVisible";
export * from "./VisuallyHidden";
