import { lazyPage } from "./lazy-page";
import type { RouteDef } from "./route-def";

const salesPage = lazyPage(() => import("../pages/SalesPage"));

/**
 * Sign-in, the learning centre, class pages, course sales and the internal test pages (issue 7).
 * App wraps the `requiresLogin` routes in features/require-login (SPEC §4).
 */
export const learnerRoutes: RouteDef[] = [
  { path: "/login", layout: "blank", page: lazyPage(() => import("../pages/LoginPage")) },
  {
    path: "/dashboard",
    layout: "dashboard",
    requiresLogin: true,
    page: lazyPage(() => import("../pages/DashboardPage")),
  },
  {
    path: "/dashboard/courses",
    layout: "dashboard",
    requiresLogin: true,
    page: lazyPage(() => import("../pages/DashboardCoursesPage")),
  },
  {
    path: "/dashboard/projects",
    layout: "dashboard",
    requiresLogin: true,
    page: lazyPage(() => import("../pages/DashboardProjectsPage")),
  },
  {
    path: "/dashboard/settings",
    layout: "dashboard",
    requiresLogin: true,
    page: lazyPage(() => import("../pages/DashboardSettingsPage")),
  },
  {
    path: "/class/:courseId",
    layout: "dashboard",
    requiresLogin: true,
    page: lazyPage(() => import("../pages/ClassPage")),
  },
  // Before the lesson route, which would otherwise take "certificate" for a lesson id.
  {
    path: "/class/:courseId/certificate",
    layout: "dashboard",
    requiresLogin: true,
    page: lazyPage(() => import("../pages/CertificatePage")),
  },
  {
    path: "/class/:courseId/:lessonId",
    layout: "dashboard",
    requiresLogin: true,
    page: lazyPage(() => import("../pages/ClassPage")),
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
  { path: "/tests/pay", layout: "blank", page: lazyPage(() => import("../pages/TestsPayPage")) },
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
