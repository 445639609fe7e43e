import { createContext } from "react";
import type { ThemeMode } from "../theme/theme-mode";

/** What a `QisiProvider`'s element carries, for content that is portaled out of it. */
export interface QisiRootAttributes {
  theme: ThemeMode;
  lang: string;
  dir: "ltr" | "rtl";
}

export const QisiRootContext = createContext<QisiRootAttributes | null>(null);
