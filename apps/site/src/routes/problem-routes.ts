import { page } from "./page";
import type { RouteDef } from "./route-def";

/**
 * The judge (issue 18): the problem list and statements are public (submitting asks to sign in on
 * the page); my submissions need an account. Each page is its own chunk; the editor (Monaco) and
 * KaTeX load only with the problem page.
 */
export const problemRoutes: RouteDef[] = [
  { path: "/problems", layout: "default", page: page("ProblemsPage") },
  { path: "/problems/:problemId", layout: "default", page: page("ProblemPage") },
  {
    path: "/submissions",
    layout: "default",
    requiresLogin: true,
    page: page("SubmissionsPage"),
  },
];
