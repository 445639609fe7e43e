import "@qisi/ui/global-styles";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/App";
import { startUp } from "./features/startup";
import { activateLocale } from "./i18n/activate";
import { defaultLocale, localeStorageKey, pickLocale } from "./i18n/locales";
import { loadFirstPage } from "./routes";

function storedLocale(): string | null {
  try {
    return localStorage.getItem(localeStorageKey);
  } catch {
    return null;
  }
}

declare global {
  interface Window {
    /** Set here once React is about to attach; until then src/early-controls.js answers the controls. */
    __qisiStarted?: boolean;
    /** A language picked on the prerendered page before the app started (src/early-controls.js). */
    __qisiEarlyLocale?: string;
  }
}

const chosenLocale = () =>
  window.__qisiEarlyLocale ?? pickLocale(new URLSearchParams(location.search).get("lang"), storedLocale());

// SPEC §4 start-up (WeChat OAuth or the session) runs beside the first render; the first page's
// code loads beside the catalog, so the page shows without a Suspense fallback (routes/lazy-page.ts).
void startUp();
const firstPage = loadFirstPage(location.pathname);
// A language picked while its catalog loads is loaded in turn: from the last check to React taking
// over below nothing awaits, so no early pick can fall between the two.
let locale: string;
do {
  locale = chosenLocale();
  await Promise.all([activateLocale(locale), firstPage]);
} while (chosenLocale() !== locale);
window.__qisiStarted = true;

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
