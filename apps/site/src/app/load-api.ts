import type { QisiClient } from "@qisi/api";

let loading: Promise<QisiClient> | undefined;

/**
 * The app's API client (app/api-client.ts) for the modules every page loads: they import it on
 * first use instead of with the app, so its ~14 KB gzip is not part of the JS the home page needs to
 * hydrate (issue 25). The session it asks for is already on its way (src/early-data.js). Pages and
 * features loaded later import `state/api` directly.
 */
export function loadApi(): Promise<QisiClient> {
  loading ??= import("./api-client").then((module) => module.api);
  return loading;
}
