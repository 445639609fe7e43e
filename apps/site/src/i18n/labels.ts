import { msg } from "@lingui/core/macro";

/** The general labels every catalog translates (DESIGN.md); product copy falls back to zh-CN. */
export const labels = {
  home: msg({ id: "label.home", message: "首页" }),
  about: msg({ id: "label.about", message: "关于我们" }),
  back: msg({ id: "label.back", message: "返回" }),
  go: msg({ id: "label.go", message: "出发" }),
  toggleDarkMode: msg({ id: "label.toggleDarkMode", message: "切换深色模式" }),
  toggleLanguage: msg({ id: "label.toggleLanguage", message: "切换语言" }),
  notFound: msg({ id: "label.notFound", message: "页面走丢了" }),
  greeting: msg({ id: "label.greeting", message: "你好，{name}！" }),
  namePrompt: msg({ id: "label.namePrompt", message: "你叫什么名字？" }),
};
