import { z } from "zod";
import { IsoTime, TextId } from "./common.ts";
import { ErrorBody } from "./errors.ts";

// ── Orders and payments (SPEC §3) ────────────────────────────────────────────────────────────────

export const OrderLineRequest = z.object({
  package_uid: TextId,
  /** Default 1 (SPEC §3). */
  count: z.number().int().min(1).max(10).default(1),
});
export type OrderLineRequest = z.input<typeof OrderLineRequest>;

/** `POST orders`: an array of lines (SPEC §7). */
export const OrderRequest = z.array(OrderLineRequest).min(1).max(20);

export const OrderLine = z.object({
  package_uid: z.string(),
  title: z.string(),
  count: z.number().int(),
  unitPriceFen: z.number().int(),
  /** Taken off the line: what the learner paid for this course's trial (an upgrade, issue 26). */
  creditFen: z.number().int().optional(),
});
export type OrderLine = z.infer<typeof OrderLine>;

/**
 * `GET apps/{appId}/upgrade` (signed in): for a learner who paid for the course's trial, its full
 * package at the full price less what the trial cost, priced by the server (issue 26). `offer` is
 * null when there is nothing to upgrade (no trial bought, or the full course already bought).
 */
export const UpgradeOffer = z.object({
  appUid: z.string(),
  /** The trial package the learner bought. */
  trialTitle: z.string(),
  /** The full package to order (`POST orders` prices it the same way). */
  package_uid: z.string(),
  title: z.string(),
  fullPriceFen: z.number().int(),
  creditFen: z.number().int(),
  priceFen: z.number().int(),
});
export type UpgradeOffer = z.infer<typeof UpgradeOffer>;
export const UpgradeAnswer = z.object({ offer: UpgradeOffer.nullable() });
export type UpgradeAnswer = z.infer<typeof UpgradeAnswer>;

export const OrderStatus = z.enum(["pending", "paid", "cancelled", "expired"]);
export type OrderStatus = z.infer<typeof OrderStatus>;

export const Order = z.object({
  id: z.string(),
  status: OrderStatus,
  totalFen: z.number().int(),
  lines: z.array(OrderLine),
  createdAt: IsoTime,
});
export type Order = z.infer<typeof Order>;

export const PaymentChannel = z.enum(["jsapi", "h5", "native"]);
export type PaymentChannel = z.infer<typeof PaymentChannel>;
export const PaymentInstitution = z.literal("wechatpay");
export type PaymentInstitution = z.infer<typeof PaymentInstitution>;

const OpenId = z.string().max(128).nullable();

export const PaymentOrderBody = z.object({
  order_id: TextId,
  institution: PaymentInstitution.default("wechatpay"),
  channel: PaymentChannel,
  open_id: OpenId.optional(),
});
export type PaymentOrderBody = z.input<typeof PaymentOrderBody>;

export const PaymentInternalBody = z.object({
  /** Fen. */
  amount: z.number().int().min(1).max(10_000_000),
  institution: PaymentInstitution.default("wechatpay"),
  channel: PaymentChannel,
  open_id: OpenId.optional(),
});
export type PaymentInternalBody = z.input<typeof PaymentInternalBody>;

export const PaymentStatus = z.enum(["pending", "paid", "failed", "cancelled", "expired"]);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

export const Payment = z.object({
  id: z.string(),
  orderId: z.string().nullable(),
  status: PaymentStatus,
  amountFen: z.number().int(),
  institution: PaymentInstitution,
  channel: PaymentChannel,
  /** native: the text to render as a QR code. */
  codeUrl: z.string().optional(),
  /** h5: where to send the browser. */
  h5Url: z.string().optional(),
  /** jsapi: the parameters for WeixinJSBridge `getBrandWCPayRequest`. */
  jsapi: z
    .object({
      appId: z.string(),
      timeStamp: z.string(),
      nonceStr: z.string(),
      package: z.string(),
      signType: z.literal("RSA"),
      paySign: z.string(),
    })
    .optional(),
  expiresAt: IsoTime,
  paidAt: IsoTime.optional(),
});
export type Payment = z.infer<typeof Payment>;

export const IdParams = z.object({ id: TextId });

/** `POST payment/sandbox/{id}`: the development payment provider's "pay" and "fail" buttons. */
export const SandboxResult = z.object({ result: z.enum(["paid", "failed"]) });

/** What `POST payment/sandbox/{id}` answers: `changed` is false when the payment had already settled. */
export const SandboxSettled = z.object({ ok: z.literal(true), changed: z.boolean() });
export type SandboxSettled = z.infer<typeof SandboxSettled>;

/**
 * `POST payment/notify`: the provider's notification, read as the exact text it signed (any content
 * type; the signature check is what guards the route). Answered 204, which tells WeChat Pay to stop
 * retrying, or 400 `{code: "FAIL", message}` when the notification is not authentic.
 */
export const PaymentNotifyBody = z.string().max(64 * 1024);
/** The empty answer to an accepted notification. */
export const PaymentNotifyAccepted = z.null();
/**
 * WeChat Pay's refusal body (it retries later); a body that is not text at all gets the ordinary
 * error body from the validation.
 */
export const PaymentNotifyRefused = z.union([
  z.object({ code: z.literal("FAIL"), message: z.string() }),
  ErrorBody,
]);
