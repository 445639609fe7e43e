import { randomBytes } from "node:crypto";
import type {
  CreatePaymentRequest,
  PaymentInstructions,
  PaymentNotice,
  PaymentProvider,
} from "./payment-provider.ts";

/**
 * Works offline: every channel points at the site's /tests/pay page, which marks the payment paid or
 * failed through `POST /api/payment/sandbox/{id}`.
 */
export class SandboxPayments implements PaymentProvider {
  readonly name = "sandbox";

  private readonly publicUrl: string;

  constructor(publicUrl: string) {
    this.publicUrl = publicUrl;
  }

  async create(request: CreatePaymentRequest): Promise<PaymentInstructions> {
    const page = `${this.publicUrl}/tests/pay?payment=${encodeURIComponent(request.paymentId)}`;
    if (request.channel === "native") return { codeUrl: page };
    if (request.channel === "h5") return { h5Url: page };
    const nonceStr = randomBytes(12).toString("hex");
    return {
      jsapi: {
        appId: "sandbox",
        timeStamp: String(Math.floor(Date.now() / 1000)),
        nonceStr,
        package: `prepay_id=sandbox-${request.paymentId}`,
        signType: "RSA",
        paySign: "sandbox",
      },
    };
  }

  /** The sandbox is settled through its own endpoint, never by notification. */
  async readNotification(): Promise<PaymentNotice> {
    throw new Error("the sandbox provider sends no notifications");
  }
}
