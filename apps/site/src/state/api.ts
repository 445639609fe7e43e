import { createQisiClient } from "@qisi/api";

/**
 * The learner pages' API client. One client per app (it holds the session and the GET cache), so
 * once `src/app/api-client.ts` exists this file should re-export that instance instead.
 */
export const api = createQisiClient({
  currentPath: () => location.pathname + location.search,
});
