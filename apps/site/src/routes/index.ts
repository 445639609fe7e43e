import { adminRoutes } from "./admin-routes";
import { learnerRoutes } from "./learner-routes";
import { publicRoutes } from "./public-routes";
import type { RouteDef } from "./route-def";
import { studioRoutes } from "./studio-routes";

export type { LayoutName, RouteDef } from "./route-def";

export const routes: RouteDef[] = [...publicRoutes, ...learnerRoutes, ...studioRoutes, ...adminRoutes];
