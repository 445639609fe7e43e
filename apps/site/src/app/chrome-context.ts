import type { ToastQueue } from "@qisi/ui";
import { createContext, useContext } from "react";

export interface Chrome {
  /** Opens the app's one CustomerServiceDialog. */
  openCustomerService: () => void;
  showToast: ToastQueue["show"];
  dismissToast: ToastQueue["dismiss"];
}

export const ChromeContext = createContext<Chrome>({
  openCustomerService: () => {},
  showToast: () => "",
  dismissToast: () => {},
});

/** The app-wide chrome services for pages and layouts. */
export function useChrome(): Chrome {
  return useContext(ChromeContext);
}
