import { defaultInstitution } from "../contract/constants.ts";
import type {
  Order,
  OrderLineRequest,
  Payment,
  PaymentChannel,
  PaymentInstitution,
  SandboxSettled,
  UpgradeAnswer,
} from "../contract/index.ts";
import { segment } from "../transport/query-string.ts";
import type { EndpointContext } from "./endpoint-context.ts";

/** The parts of a payment request the client can fill in itself (SPEC §3 defaults). */
export interface PaymentOptions {
  /** Default: from this browser's user agent (SPEC §4). */
  channel?: PaymentChannel;
  /** Default: `wechatpay` (SPEC §9). */
  institution?: PaymentInstitution;
  /** Default: the session's `wxopenId` (needed for `jsapi`). */
  open_id?: string | null;
}

export function paymentEndpoints(context: EndpointContext) {
  const { request } = context;
  const payer = (options: PaymentOptions) => ({
    institution: options.institution ?? defaultInstitution,
    channel: options.channel ?? context.paymentChannel(),
    open_id: options.open_id !== undefined ? options.open_id : context.session.get().wxopenId,
  });

  return {
    /** `POST orders`: lines of `{package_uid, count}`, count defaulting to 1 (SPEC §3). */
    createOrder: (lines: readonly OrderLineRequest[]) =>
      request<Order>({
        method: "POST",
        path: "orders",
        json: lines.map((line) => ({ package_uid: line.package_uid, count: line.count ?? 1 })),
      }),

    /** `GET orders/{id}`: an order with its lines, e.g. to name what a resumed payment bought. */
    getOrder: (orderId: string) =>
      request<Order>({ method: "GET", path: `orders/${segment(orderId)}`, cache: false }),

    /** `GET apps/{appId}/upgrade`: the trial → full course upgrade and its price, or `{offer: null}`. */
    getUpgrade: (appId: string) =>
      request<UpgradeAnswer>({ method: "GET", path: `apps/${segment(appId)}/upgrade`, cache: false }),

    /** `POST payment/order`: pays an order. */
    payOrder: (orderId: string, options: PaymentOptions = {}) =>
      request<Payment>({
        method: "POST",
        path: "payment/order",
        json: { order_id: orderId, ...payer(options) },
      }),

    /** `POST payment/internal`: pays an amount (fen) without an order. */
    payAmount: (amountFen: number, options: PaymentOptions = {}) =>
      request<Payment>({
        method: "POST",
        path: "payment/internal",
        json: { amount: amountFen, ...payer(options) },
      }),

    /**
     * `GET payment/{id}`: the payment's status. Polled while the learner pays, so never cached; once it
     * is paid, the learner's course list changes, so `apps/user/` is invalidated.
     */
    async getPayment(paymentId: string): Promise<Payment> {
      const payment = await request<Payment>({
        method: "GET",
        path: `payment/${segment(paymentId)}`,
        cache: false,
      });
      if (payment?.status === "paid") context.invalidate("apps/user/");
      return payment;
    },

    /**
     * `POST payment/sandbox/{id}`: the sandbox provider's pay and fail buttons (the /tests/pay page).
     * The server lets only the payment's owner press them; anyone else gets a 404.
     */
    async settleSandboxPayment(paymentId: string, result: "paid" | "failed"): Promise<SandboxSettled> {
      const settled = await request<SandboxSettled>({
        method: "POST",
        path: `payment/sandbox/${segment(paymentId)}`,
        json: { result },
      });
      if (result === "paid") context.invalidate("apps/user/");
      return settled;
    },
  };
}
