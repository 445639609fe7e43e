import { lazy } from "react";
import type { RouteDef } from "./route-def";

/** Sign-in, the learning centre, class pages, course sales and the internal test pages (issue 7). */
export const learnerRoutes: RouteDef[] = [
  { path: "/login", layout: "blank", page: lazy(() => import("../pages/LoginPage")) },
];
