/**
 * The sign-in entry point on its own (`@qisi/ui/login`), so a partner site can embed only the login:
 * the forms, the captcha widget for their `captcha` slot and the `QisiProvider` they need (catalogs,
 * theme); styles in `@qisi/ui/login.css`.
 */
export * from "./CaptchaWidget";
export * from "./LoginDialog";
export * from "./LoginForm";
export * from "./QisiProvider";
