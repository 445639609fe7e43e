import type {
  AdminList,
  AdminListQuery,
  AdminOrder,
  AdminOverview,
  AdminPayment,
  AdminRedirect,
  OkResponse,
  RedirectCreate,
} from "../contract/index.ts";
import { segment } from "../transport/query-string.ts";
import { type EndpointContext, invalidatingAfter } from "./endpoint-context.ts";

/**
 * The operator's calls (`/admin`). Never cached: an operator reloading wants this minute's orders.
 * A non-admin gets ApiError 404 from every one of them, the same as an unknown path.
 */
export function adminEndpoints(context: EndpointContext) {
  const { request } = context;
  const list = <T>(path: string, query: AdminListQuery) =>
    request<AdminList<T>>({
      method: "GET",
      path,
      query: { offset: query.offset, limit: query.limit },
      cache: false,
    });

  return {
    /** `GET admin/overview`: counts of users, orders, payments and short links. */
    getAdminOverview: () => request<AdminOverview>({ method: "GET", path: "admin/overview", cache: false }),

    /** `GET admin/orders?offset=&limit=`: newest first. */
    getAdminOrders: (query: AdminListQuery = {}) => list<AdminOrder>("admin/orders", query),

    /** `GET admin/payments?offset=&limit=`: newest first. */
    getAdminPayments: (query: AdminListQuery = {}) => list<AdminPayment>("admin/payments", query),

    /** `GET admin/redirects?offset=&limit=`: short links, newest first. */
    getAdminRedirects: (query: AdminListQuery = {}) => list<AdminRedirect>("admin/redirects", query),

    /** `POST admin/redirects`: 400 for a bad id or address, 409 when the id is taken. */
    createRedirect: (redirect: RedirectCreate) =>
      invalidatingAfter(
        context,
        ["r/"],
        request<AdminRedirect>({ method: "POST", path: "admin/redirects", json: redirect }),
      ),

    /** `DELETE admin/redirects/{id}`. */
    deleteRedirect: (redirectId: string) =>
      invalidatingAfter(
        context,
        ["r/"],
        request<OkResponse>({ method: "DELETE", path: `admin/redirects/${segment(redirectId)}` }),
      ),
  };
}
