import "@qisi/ui/global-styles";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/App";
import { startUp } from "./features/startup";
import { activateLocale } from "./i18n/activate";
import { defaultLocale, localeStorageKey, pickLocale } from "./i18n/locales";

function storedLocale(): string | null {
  try {
    return localStorage.getItem(localeStorageKey);
  } catch {
    return null;
  }
}

const locale = pickLocale(new URLSearchParams(location.search).get("lang"), storedLocale());

// SPEC §4 start-up (WeChat OAuth or the session) runs beside the first render.
void startUp();
await activateLocale(locale);

const container = document.getElementById("root")!;
// Prerendered pages are in Chinese and for one path; otherwise render afresh instead of hydrating.
const prerendered = container.dataset.path === location.pathname && locale === defaultLocale;
if (prerendered) {
  // Hydrate against what the build rendered (no query); the router catches up right after. In a
  // transition, so React hydrates in small slices and a tap during start-up is never kept waiting.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App ssrPath={location.pathname} ssrSearch="" />
      </StrictMode>,
    );
  });
} else {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
