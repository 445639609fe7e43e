import { createQisiClient } from "@qisi/api";

/** The app's one API client: one session and one cache shared by every page (packages/api README). */
export const api = createQisiClient();
