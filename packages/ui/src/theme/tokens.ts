/**
 * Raw values the themes are built from. Only the theme files read these; components read `vars`.
 */
export const palette = {
  teal50: "#e6f7f7",
  teal100: "#c2eceb",
  teal300: "#5fcfcd",
  teal500: "#00aba9",
  teal700: "#007a78",
  teal800: "#00615f",
  teal900: "#063f3e",
  ink950: "#0b1414",
  ink900: "#142121",
  ink800: "#1d2e2e",
  ink700: "#2a3d3d",
  grey600: "#4b5a5a",
  grey500: "#667474",
  grey300: "#b7c2c2",
  grey200: "#d9e0e0",
  grey100: "#eef2f2",
  grey50: "#f6f9f9",
  white: "#ffffff",
  red700: "#b3261e",
  red300: "#ff8a80",
  red50: "#fdecea",
  red950: "#3b1412",
  green700: "#1b6e3a",
  green300: "#7fd8a0",
  green50: "#e8f5ec",
  green950: "#0f2a1a",
  amber700: "#8a5a00",
  amber300: "#ffd27a",
  amber50: "#fff6e0",
  amber950: "#332300",
} as const;

/** SPEC §9: the browser theme colour is the brand teal in dark mode and white otherwise. */
export const themeColor = { light: "#ffffff", dark: "#00aba9" } as const;

/** SPEC §9: the widest the layout grows. */
export const maxLayoutWidth = "1860px";

/** System fonts first: nothing is downloaded, and Chinese text uses the phone's own typeface. */
export const fontStack = {
  body: '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  mono: 'ui-monospace, "SFMono-Regular", "Cascadia Code", "Noto Sans Mono CJK SC", Menlo, Consolas, monospace',
};
