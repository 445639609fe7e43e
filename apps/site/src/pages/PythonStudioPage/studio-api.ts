import { createQisiClient } from "@qisi/api";

/** The studio route's API client (same origin, `/api/`). */
export const studioApi = createQisiClient();
