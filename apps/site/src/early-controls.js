// Inlined by scripts/prerender.mjs into every prerendered page. Such a page paints and can be tapped
// before the app has started; without this, a tap on the theme toggle or a pick in the language
// list in that window (up to a second on a slow phone) did nothing. Until the app takes over
// (main.tsx sets window.__qisiStarted right before React attaches), this remembers the choice the
// same way the app does, so the app starts with it: the theme from `qisi-theme`, the language from
// `qisi-locale`.
(() => {
  const root = document.documentElement;
  const remember = (key, value) => {
    try {
      localStorage.setItem(key, value);
    } catch {
      // Storage can be unavailable (private mode): the language still reaches the app through
      // window.__qisiEarlyLocale; the theme then follows the system again once the app starts.
    }
  };
  document.addEventListener(
    "click",
    (event) => {
      const toggle = !window.__qisiStarted && event.target.closest?.('[data-early="theme"]');
      if (!toggle) return;
      const dark = root.dataset.theme !== "dark";
      root.dataset.theme = dark ? "dark" : "light";
      document
        .querySelector('meta[name="theme-color"]')
        ?.setAttribute("content", dark ? "#00aba9" : "#ffffff");
      toggle.setAttribute("aria-pressed", String(dark));
      remember("qisi-theme", root.dataset.theme);
    },
    true,
  );
  document.addEventListener(
    "change",
    (event) => {
      const select = event.target;
      if (window.__qisiStarted || !select.matches?.('[data-early="locale"]')) return;
      remember("qisi-locale", select.value);
      window.__qisiEarlyLocale = select.value;
    },
    true,
  );
})();
