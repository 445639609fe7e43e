import { createQisiClient } from "@qisi/api";
import { adoptingEarlyResponses } from "./early-responses";

/**
 * The app's one API client: one session and one GET cache shared by every page (packages/api
 * README). The refresh after `Token expired.` tells the server where the learner was (SPEC §7 `?to=`).
 * The session and a lesson's data asked for at navigation (src/early-data.js) are taken, not asked again.
 */
export const api = createQisiClient({
  currentPath: () => location.pathname + location.search,
  fetch: adoptingEarlyResponses(() => window.qisiEarlyResponses),
});
