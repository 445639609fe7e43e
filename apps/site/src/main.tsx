import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { startUp } from "./features/startup";
import { activateLocale } from "./i18n/activate";
import { localeStorageKey, pickLocale } from "./i18n/locales";

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
createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
