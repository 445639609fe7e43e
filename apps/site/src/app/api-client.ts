import { createQisiClient } from "@qisi/api";

/**
 * The app's one API client: one session and one GET cache shared by every page (packages/api
 * README). The refresh after `Token expired.` tells the server where the learner was (SPEC §7 `?to=`).
 */
export const api = createQisiClient({
  currentPath: () => location.pathname + location.search,
});
