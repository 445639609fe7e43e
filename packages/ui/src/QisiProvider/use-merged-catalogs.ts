import type { Messages } from "@lingui/core";
import { useRef } from "react";

/**
 * One catalog of the ones given; a later one wins where two share an id. The same list, even
 * written anew in each render (`[ui, studio]`), gives the same object, so the catalogs are not
 * loaded again on every render of the app.
 */
export function useMergedCatalogs(
  catalogs: Messages | readonly Messages[] | undefined,
): Messages | undefined {
  const last = useRef<{ catalogs: readonly Messages[]; merged: Messages }>(undefined);
  if (catalogs === undefined) return undefined;
  const list: readonly Messages[] = Array.isArray(catalogs) ? catalogs : [catalogs];
  const previous = last.current;
  if (
    previous?.catalogs.length === list.length &&
    list.every((catalog, index) => catalog === previous.catalogs[index])
  )
    return previous.merged;
  const merged = Object.assign({}, ...list) as Messages;
  last.current = { catalogs: list, merged };
  return merged;
}
