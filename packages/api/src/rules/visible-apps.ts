import type { App } from "../contract/index.ts";

/** Uids of the spare ("-x01") edition of a course, shown only when the learner has nothing else. */
const spareAppSuffix = "-x01";

/** SPEC §3: when a learner has more than one app, the `-x01` ones are hidden. */
export function visibleApps<T extends Pick<App, "uid">>(apps: readonly T[]): T[] {
  if (apps.length <= 1) return [...apps];
  return apps.filter((app) => !app.uid.endsWith(spareAppSuffix));
}
