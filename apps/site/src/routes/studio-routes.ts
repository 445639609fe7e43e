import { page } from "./page";
import type { RouteDef } from "./route-def";

const PythonStudioPage = page("PythonStudioPage");
const ScratchStudioPage = page("ScratchStudioPage");

/** The Scratch, Python and C++ studios (issues 8, 9 and 19), blank layout. */
export const studioRoutes: RouteDef[] = [
  // `editor` is a project id too: a new project, kept as a local draft until its first save.
  { path: "/studio/scratch/:projectId", layout: "blank", page: ScratchStudioPage },
  {
    path: "/studio/scratch/remix/:projectId",
    layout: "blank",
    requiresLogin: true,
    page: page("ScratchRemixPage"),
  },
  {
    path: "/embed/scratch/:projectId",
    layout: "blank",
    page: page("ScratchEmbedPage"),
  },
  // `new` is a project id too: an unsaved program, kept as a local draft until it is saved.
  { path: "/studio/python/:projectId", layout: "blank", page: PythonStudioPage },
  {
    path: "/embed/python/:projectId",
    layout: "blank",
    page: page("PythonEmbedPage"),
  },
  // `new` is a project id too, as for Python.
  { path: "/studio/cpp/:projectId", layout: "blank", page: page("CppStudioPage") },
  {
    path: "/embed/cpp/:projectId",
    layout: "blank",
    page: page("CppEmbedPage"),
  },
  { path: "/studio/live/:number", layout: "blank", page: page("PythonLiveView") },
];
