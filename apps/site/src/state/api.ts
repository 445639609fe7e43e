/** The learner pages reach the app's one client through here (see app/api-client.ts). */
export { api } from "../app/api-client";
