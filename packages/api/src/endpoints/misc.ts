import type { DiagStatusQuery, Redirect } from "../contract/index.ts";
import { segment } from "../transport/query-string.ts";
import type { EndpointContext } from "./endpoint-context.ts";

export function miscEndpoints({ request }: EndpointContext) {
  return {
    /** `GET r/{id}`: where a short link (`/r/{id}`) goes. */
    getRedirect: (redirectId: string) =>
      request<Redirect>({ method: "GET", path: `r/${segment(redirectId)}` }),

    /** `GET diag/status/{code}?message=&delay=`: the server answers with that status (test pages). */
    diagStatus: (code: number, query: DiagStatusQuery = {}) =>
      request<unknown>({
        method: "GET",
        path: `diag/status/${segment(code)}`,
        query: { message: query.message, delay: query.delay },
      }),
  };
}
