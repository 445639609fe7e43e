import type { RouteDef } from "./route-def";

/** The Scratch and Python studios (issues 8 and 9), blank layout. */
export const studioRoutes: RouteDef[] = [];
