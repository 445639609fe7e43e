import { lazyPage } from "./lazy-page";
import { page } from "./page";
import type { RouteDef } from "./route-def";

const salesPage = page("SalesPage");

/**
 * Sign-in, the learning centre, class pages, course sales and the internal test pages (issue 7).
 * App wraps the `requiresLogin` routes in features/require-login (SPEC §4).
 */
export const learnerRoutes: RouteDef[] = [
  { path: "/login", layout: "blank", page: page("LoginPage") },
  {
    path: "/dashboard",
    layout: "dashboard",
    requiresLogin: true,
    page: page("DashboardPage"),
  },
  {
    path: "/dashboard/courses",
    layout: "dashboard",
    requiresLogin: true,
    page: page("DashboardCoursesPage"),
  },
  {
    path: "/dashboard/projects",
    layout: "dashboard",
    requiresLogin: true,
    page: page("DashboardProjectsPage"),
  },
  {
    path: "/dashboard/settings",
    layout: "dashboard",
    requiresLogin: true,
    page: page("DashboardSettingsPage"),
  },
  {
    path: "/class/:courseId",
    layout: "dashboard",
    requiresLogin: true,
    page: page("ClassPage"),
  },
  // Before the lesson route, which would otherwise take "certificate" for a lesson id.
  {
    path: "/class/:courseId/certificate",
    layout: "dashboard",
    requiresLogin: true,
    page: page("CertificatePage"),
  },
  {
    path: "/class/:courseId/:lessonId",
    layout: "dashboard",
    requiresLogin: true,
    page: page("ClassPage"),
  },
  ...[
    "25s2-python-cpp-01",
    "25s2-python-cpp-02",
    "25s2-python-cpp-03",
    "25s2-python-cpp-04",
    "23h2-python-01",
    // The seed's Scratch course: the learning centre recommends it, so its sales page must exist.
    "scratch-starter-01",
  ].map((uid): RouteDef => ({ path: `/app/${uid}`, layout: "default", page: salesPage })),
  { path: "/tests/pay", layout: "blank", page: page("TestsPayPage") },
  { path: "/tests/ua", layout: "blank", page: lazyPage(() => import("../pages/TestsPage/UaTestPage")) },
  { path: "/tests/api", layout: "blank", page: lazyPage(() => import("../pages/TestsPage/ApiTestPage")) },
  { path: "/tests/enum", layout: "blank", page: lazyPage(() => import("../pages/TestsPage/EnumTestPage")) },
  { path: "/tests/model", layout: "blank", page: lazyPage(() => import("../pages/TestsPage/ModelTestPage")) },
  {
    path: "/tests/framep",
    layout: "blank",
    page: lazyPage(() => import("../pages/TestsPage/FrameParentTestPage")),
  },
  {
    path: "/tests/framec",
    layout: "blank",
    page: lazyPage(() => import("../pages/TestsPage/FrameChildTestPage")),
  },
];
