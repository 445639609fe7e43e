import { localStorageDrafts, sourceTextAdapter } from "@qisi/studio";
import { cppStarter } from "@qisi/studio/cpp";
import { useTextProject } from "../useTextProject";

const adapter = sourceTextAdapter("cpp", "我的 C++ 作品", cppStarter);
const drafts = localStorageDrafts("qisi-cpp-draft:");

/**
 * The C++ studio's project on the shared model (useTextProject); drafts are written on every
 * edit, so the code a Run sends is always kept.
 */
export function useCppProject(
  routeProjectId: string,
  navigate: (to: string, options?: { replace?: boolean }) => void,
  lesson: string | null = null,
) {
  return useTextProject(adapter, drafts, routeProjectId, navigate, lesson);
}
