import type { Payment, PaymentChannel } from "@qisi/api/contract";

export interface CreatePaymentRequest {
  paymentId: string;
  amountFen: number;
  description: string;
  channel: PaymentChannel;
  openId: string | null;
  clientIp: string;
  expiresAt: Date;
}

/** What the person needs to pay: a QR text (native), a page (h5) or WeixinJSBridge parameters (jsapi). */
export type PaymentInstructions = Pick<Payment, "codeUrl" | "h5Url" | "jsapi"> & { providerRef?: string };

/** The provider's word that a payment settled, taken from a verified notification. */
export interface PaymentNotice {
  paymentId: string;
  outcome: "paid" | "failed";
  providerRef: string | null;
}

export interface PaymentProvider {
  readonly name: string;
  create(request: CreatePaymentRequest): Promise<PaymentInstructions>;
  /** Verifies and reads a notification; throws when it is not authentic. */
  readNotification(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): Promise<PaymentNotice>;
}
