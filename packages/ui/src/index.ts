export * from "./Button";
// Learner flow: sign-in, dashboard, class and checkout.
export * from "./CourseCard";
export * from "./DashboardShell";
export * from "./Dialog";
export * from "./EmptyState";
export * from "./format";
export * from "./LessonList";
export * from "./Link";
export * from "./LoginDialog";
export * from "./LoginForm";
export * from "./PageContainer";
export * from "./ProjectCard";
export * from "./ProjectStatus";
export * from "./RecommendedCourseCard";
export * from "./theme";
export * from "./VisuallyHidden";
