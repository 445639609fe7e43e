import type { LazyPage } from "./lazy-page";

/** SPEC §2's layouts. */
export type LayoutName = "default" | "blank" | "dashboard" | "article" | "home" | "404";

/**
 * One route of SPEC §2. Pages are lazy so each route is its own chunk (the home page loads no
 * dashboard, studio or checkout code). Each feature area exports its own list; App composes them.
 */
export interface RouteDef {
  /** wouter pattern, e.g. `/class/:courseId/:lessonId`. */
  path: string;
  layout: LayoutName;
  page: LazyPage;
  /** SPEC §4: fetch the session once, then send visitors to /login?from=… */
  requiresLogin?: boolean;
  /**
   * Left out of `routes.json`, so the server answers the path like any unknown one (status 404, the
   * shell); the page decides in the browser whether to show itself (`/admin`).
   */
  unlisted?: boolean;
}
