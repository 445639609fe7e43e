export * from "./Button";
export * from "./Dialog";
export * from "./Link";
export * from "./LoginDialog";
export * from "./LoginForm";
export * from "./PageContainer";
export * from "./theme";
export * from "./VisuallyHidden";
