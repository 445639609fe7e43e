import "./global.css";

export { vars } from "./contract.css";
export {
  applyThemeMode,
  readThemePreference,
  resolveThemeMode,
  type ThemeMode,
  type ThemePreference,
  themePreferenceKey,
} from "./theme-mode";
export { themeAttribute } from "./themes.css";
export { maxLayoutWidth, themeColor } from "./tokens";
export { useThemeMode } from "./use-theme-mode";
