export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

/**
 * `?a=1&b=x` from an object, in the order given. `null` and `undefined` are left out (SPEC §7: "omitted
 * when null"); arrays repeat the key (`project=a&project=b`). Empty when nothing remains.
 */
export function queryString(params: QueryParams | undefined): string {
  if (!params) return "";
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values as readonly QueryValue[]) {
      if (item !== null && item !== undefined) search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** One path segment from an id, so `a/b` or `?` in an id cannot change the route. */
export function segment(id: string | number): string {
  return encodeURIComponent(String(id));
}
