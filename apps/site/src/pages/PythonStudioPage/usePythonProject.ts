import { localStorageDrafts, sourceTextAdapter } from "@qisi/studio";
import { useTextProject } from "../useTextProject";

export const starterCode = 'name = input("你叫什么名字？")\nprint("你好，" + name + "！")\n';
const adapter = sourceTextAdapter("python", "我的 Python 作品", starterCode);
// The key the studio always used, so drafts from before the shared model come back.
const drafts = localStorageDrafts("qisi-python-draft:");

/** The Python studio's project on the shared model (useTextProject). */
export function usePythonProject(
  routeProjectId: string,
  navigate: (to: string, options?: { replace?: boolean }) => void,
  lesson: string | null = null,
) {
  return useTextProject(adapter, drafts, routeProjectId, navigate, lesson);
}
