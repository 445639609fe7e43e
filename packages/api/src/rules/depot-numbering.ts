import type { Depot } from "../contract/index.ts";

/**
 * SPEC §3: depot items carry a running `displaySeq` from 1 across all groups, so lesson 1 of the
 * second unit continues the count of the first. Returns a new depot; the input is left untouched.
 */
export function numberDepotItems(depot: Depot): Depot {
  let seq = 0;
  return {
    ...depot,
    children: (depot.children ?? []).map((group) => ({
      ...group,
      children: (group.children ?? []).map((item) => ({ ...item, displaySeq: ++seq })),
    })),
  };
}
