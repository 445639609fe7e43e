import { createQisiClient } from "@qisi/api";

export type Qisi = ReturnType<typeof connectQisi>;

/**
 * The API client the README's "Partner sites" section describes: an absolute base URL on 启思编程's
 * origin, and `fetchSession()` at start so the refresh cookie signs the learner back in.
 */
export function connectQisi(origin: string) {
  const api = createQisiClient({
    baseUrl: `${origin}/api/`,
    currentPath: () => location.pathname + location.search,
  });
  const restored = api.fetchSession();
  return { origin, api, restored };
}
