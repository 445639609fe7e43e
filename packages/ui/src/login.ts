/**
 * The sign-in entry point on its own (`@qisi/ui/login`), so a partner site can embed only the login.
 * It brings the theme values and page basics with it; it still needs `@qisi/ui/style.css` and a
 * Lingui `I18nProvider`.
 */
import "./theme/global.css";
import "./theme/themes.css";

export * from "./LoginDialog";
export * from "./LoginForm";
