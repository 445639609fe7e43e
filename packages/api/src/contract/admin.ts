import { z } from "zod";
import { IsoTime } from "./common.ts";
import { Redirect } from "./live.ts";
import { OrderStatus, PaymentChannel, PaymentStatus } from "./payments.ts";

// ── Operators (issue 7: /admin) ──────────────────────────────────────────────────────────────────
// Every `admin/*` path answers 404 (the same body as an unknown path) to anyone who is not an admin.

/** `?offset=&limit=` on the admin lists; limit 1–100, default 20. */
export const AdminListQuery = z.object({
  offset: z.coerce.number<number>().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number<number>().int().min(1).max(100).default(20),
});
export type AdminListQuery = z.input<typeof AdminListQuery>;

/** One page of an admin list, newest first. */
export const adminList = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    offset: z.number().int(),
    limit: z.number().int(),
  });
export interface AdminList<T> {
  items: T[];
  total: number;
  offset: number;
  limit: number;
}

/** `GET admin/overview`. */
export const AdminOverview = z.object({
  users: z.number().int(),
  orders: z.number().int(),
  paidOrders: z.number().int(),
  /** Sum of paid payments, fen. */
  paidFen: z.number().int(),
  payments: z.number().int(),
  redirects: z.number().int(),
});
export type AdminOverview = z.infer<typeof AdminOverview>;

/** Who an order or payment belongs to, without the full phone number. */
export const AdminAccountRef = z.object({
  id: z.number().int(),
  nickname: z.string(),
  /** `138****0000`, or null for an account without a phone (WeChat only). */
  phone: z.string().nullable(),
});
export type AdminAccountRef = z.infer<typeof AdminAccountRef>;

/** `GET admin/orders`. */
export const AdminOrder = z.object({
  id: z.string(),
  status: OrderStatus,
  totalFen: z.number().int(),
  /** The lines' titles, joined. */
  title: z.string(),
  account: AdminAccountRef,
  createdAt: IsoTime,
  paidAt: IsoTime.nullable(),
});
export type AdminOrder = z.infer<typeof AdminOrder>;

/** `GET admin/payments`. */
export const AdminPayment = z.object({
  id: z.string(),
  orderId: z.string().nullable(),
  status: PaymentStatus,
  channel: PaymentChannel,
  amountFen: z.number().int(),
  account: AdminAccountRef,
  createdAt: IsoTime,
  paidAt: IsoTime.nullable(),
  /** `duplicate`: paid for an order another payment had already paid; the money must be refunded. */
  refundReason: z.enum(["duplicate"]).nullable(),
});
export type AdminPayment = z.infer<typeof AdminPayment>;

/** `GET admin/redirects`. */
export const AdminRedirect = z.object({ ...Redirect.shape, createdAt: IsoTime });
export type AdminRedirect = z.infer<typeof AdminRedirect>;

/**
 * `POST admin/redirects`: `id` 1–64 of `A-Z a-z 0-9 _ -` (a random one when absent); `url` an
 * http(s) address (no user name) or a path on this site (`/app/…`), without control characters or
 * backslashes; it is stored normalised (WHATWG URL) and must stay on this site if it is a path.
 * 409 when the id is taken.
 */
export const RedirectCreate = z.strictObject({
  id: z.string().trim().optional(),
  url: z.string().trim().min(1).max(2000),
});
export type RedirectCreate = z.infer<typeof RedirectCreate>;
