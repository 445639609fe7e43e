import type { RouteDef } from "./route-def";

/** Sign-in, the learning centre, class pages, course sales and the internal test pages (issue 7). */
export const learnerRoutes: RouteDef[] = [];
