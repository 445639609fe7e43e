import "@qisi/ui/global-styles";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { applyThemeMode, type ThemeMode } from "@qisi/ui";
import type { Preview } from "@storybook/react-vite";
import { activateStoryLocale, storyLocales } from "./i18n";

const preview: Preview = {
  globalTypes: {
    locale: {
      description: "界面语言",
      toolbar: {
        title: "语言",
        icon: "globe",
        items: storyLocales.map((l) => ({ value: l.code, title: l.name })),
        dynamicTitle: true,
      },
    },
    theme: {
      description: "浅色或深色主题",
      toolbar: {
        title: "主题",
        icon: "mirror",
        items: [
          { value: "light", title: "浅色" },
          { value: "dark", title: "深色" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: "zh-CN", theme: "light" },
  parameters: {
    layout: "padded",
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story is an axe check: a violation fails the story test. Only violations are reported
    // in full: axe otherwise lists every passing node of every rule, and the story test carries
    // that whole result from the browser to Vitest for each story in each theme.
    a11y: { test: "error", options: { resultTypes: ["violations"] } },
    viewport: {
      options: {
        mobile: { name: "手机 375", styles: { width: "375px", height: "812px" }, type: "mobile" },
        tablet: { name: "平板 768", styles: { width: "768px", height: "1024px" }, type: "tablet" },
        desktop: { name: "桌面 1280", styles: { width: "1280px", height: "800px" }, type: "desktop" },
      },
    },
  },
  loaders: [
    async ({ globals }) => {
      await activateStoryLocale((globals.locale as string) ?? "zh-CN");
      return {};
    },
  ],
  decorators: [
    (Story, { globals }) => {
      // Theme lives on <html> so Radix portals (dialogs, menus) get it too (TOOLCHAIN.md).
      applyThemeMode((globals.theme as ThemeMode) ?? "light");
      return (
        <I18nProvider i18n={i18n}>
          <Story />
        </I18nProvider>
      );
    },
  ],
};

export default preview;
