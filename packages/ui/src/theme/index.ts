export { vars } from "./contract.css";
export {
  applyThemeMode,
  readThemePreference,
  resolveThemeMode,
  type ThemeMode,
  type ThemePreference,
  themeAttribute,
  themePreferenceKey,
} from "./theme-mode";
export { maxLayoutWidth, themeColor } from "./tokens";
export { useThemeMode } from "./use-theme-mode";
