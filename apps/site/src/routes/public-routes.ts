import { lazy } from "react";
import type { RouteDef } from "./route-def";

/** The public site (issue 6): home, articles, terms, downloads, redirects. */
export const publicRoutes: RouteDef[] = [
  { path: "/", layout: "home", page: lazy(() => import("../pages/HomePage")) },
];
