import type { QisiClient } from "@qisi/api";

/**
 * What the project model needs from an API client: a slice of `@qisi/api`'s client, so the site
 * passes its one client and a partner passes theirs (never a second client per tab).
 */
export type ProjectApi = Pick<
  QisiClient,
  | "getProject"
  | "createProject"
  | "saveProject"
  | "renameProject"
  | "copyProject"
  | "remixProject"
  | "openLessonProject"
  | "getSession"
  | "isLoggedIn"
>;
