import { createDecipheriv, createSign, createVerify, randomBytes } from "node:crypto";
import type {
  CreatePaymentRequest,
  PaymentInstructions,
  PaymentNotice,
  PaymentProvider,
} from "./payment-provider.ts";

export interface WechatPayOptions {
  mchId: string;
  appId: string;
  /** Serial number of the merchant API certificate whose private key signs requests. */
  serialNo: string;
  privateKeyPem: string;
  /** WeChat Pay platform public key, which signs notifications and answers. */
  platformPublicKeyPem: string;
  /** 32-byte APIv3 key that encrypts notification resources. */
  apiV3Key: string;
  notifyUrl: string;
  /** Default https://api.mch.weixin.qq.com; tests point it at a local fake. */
  baseUrl?: string;
}

interface NotificationResource {
  algorithm: string;
  ciphertext: string;
  associated_data?: string;
  nonce: string;
}

/** The APIv3 request signature: RSA-SHA256 over method, path, time, nonce and body, one per line. */
export function signWechatPayMessage(privateKeyPem: string, lines: string[]): string {
  return createSign("RSA-SHA256")
    .update(`${lines.join("\n")}\n`)
    .sign(privateKeyPem, "base64");
}

export function verifyWechatPayMessage(publicKeyPem: string, lines: string[], signature: string): boolean {
  return createVerify("RSA-SHA256")
    .update(`${lines.join("\n")}\n`)
    .verify(publicKeyPem, signature, "base64");
}

/** AEAD_AES_256_GCM as WeChat Pay uses it: base64 ciphertext with the 16-byte tag at its end. */
export function decryptWechatPayResource(apiV3Key: string, resource: NotificationResource): string {
  const data = Buffer.from(resource.ciphertext, "base64");
  const decipher = createDecipheriv(
    "aes-256-gcm",
    Buffer.from(apiV3Key, "utf8"),
    Buffer.from(resource.nonce, "utf8"),
  );
  decipher.setAAD(Buffer.from(resource.associated_data ?? "", "utf8"));
  decipher.setAuthTag(data.subarray(data.length - 16));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString(
    "utf8",
  );
}

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

/** Notifications older than this are refused, so a captured one cannot be replayed much later. */
const maxNotificationAgeSeconds = 5 * 60;

/** WeChat Pay APIv3: native (QR), h5 and jsapi orders; signed requests; verified, decrypted notifications. */
export class WechatPayV3 implements PaymentProvider {
  readonly name = "wechatpay";
  private readonly baseUrl: string;

  private readonly options: WechatPayOptions;

  constructor(options: WechatPayOptions) {
    this.options = options;
    this.baseUrl = options.baseUrl ?? "https://api.mch.weixin.qq.com";
  }

  async create(request: CreatePaymentRequest): Promise<PaymentInstructions> {
    const body: Record<string, unknown> = {
      appid: this.options.appId,
      mchid: this.options.mchId,
      description: request.description,
      out_trade_no: request.paymentId,
      time_expire: request.expiresAt.toISOString().replace(/\.\d{3}Z$/, "+00:00"),
      notify_url: this.options.notifyUrl,
      amount: { total: request.amountFen, currency: "CNY" },
    };
    if (request.channel === "jsapi") {
      if (!request.openId) throw new Error("jsapi payments need the payer's openid");
      body.payer = { openid: request.openId };
    }
    if (request.channel === "h5")
      body.scene_info = { payer_client_ip: request.clientIp, h5_info: { type: "Wap" } };
    const answer = await this.call("POST", `/v3/pay/transactions/${request.channel}`, body);
    if (request.channel === "native") return { codeUrl: String(answer.code_url) };
    if (request.channel === "h5") return { h5Url: String(answer.h5_url) };
    const timeStamp = String(Math.floor(Date.now() / 1000));
    const nonceStr = randomBytes(16).toString("hex");
    const pkg = `prepay_id=${answer.prepay_id}`;
    return {
      providerRef: String(answer.prepay_id),
      jsapi: {
        appId: this.options.appId,
        timeStamp,
        nonceStr,
        package: pkg,
        signType: "RSA",
        paySign: signWechatPayMessage(this.options.privateKeyPem, [
          this.options.appId,
          timeStamp,
          nonceStr,
          pkg,
        ]),
      },
    };
  }

  async readNotification(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): Promise<PaymentNotice> {
    const timestamp = header(headers, "wechatpay-timestamp") ?? "";
    const nonce = header(headers, "wechatpay-nonce") ?? "";
    const signature = header(headers, "wechatpay-signature") ?? "";
    if (Math.abs(Date.now() / 1000 - Number(timestamp)) > maxNotificationAgeSeconds) {
      throw new Error("WeChat Pay notification is too old or has no timestamp");
    }
    if (!verifyWechatPayMessage(this.options.platformPublicKeyPem, [timestamp, nonce, rawBody], signature)) {
      throw new Error("WeChat Pay notification signature does not verify");
    }
    const envelope = JSON.parse(rawBody) as { resource: NotificationResource };
    const transaction = JSON.parse(decryptWechatPayResource(this.options.apiV3Key, envelope.resource)) as {
      out_trade_no: string;
      transaction_id?: string;
      trade_state: string;
    };
    return {
      paymentId: transaction.out_trade_no,
      outcome: transaction.trade_state === "SUCCESS" ? "paid" : "failed",
      providerRef: transaction.transaction_id ?? null,
    };
  }

  private async call(method: "POST" | "GET", path: string, body: unknown): Promise<Record<string, unknown>> {
    const text = JSON.stringify(body);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const nonce = randomBytes(16).toString("hex");
    const signature = signWechatPayMessage(this.options.privateKeyPem, [
      method,
      path,
      timestamp,
      nonce,
      text,
    ]);
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      body: text,
      signal: AbortSignal.timeout(8000),
      headers: {
        accept: "application/json",
        "content-type": "application/json",
        authorization: `WECHATPAY2-SHA256-RSA2048 mchid="${this.options.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${this.options.serialNo}"`,
      },
    });
    const answerText = await response.text();
    const answerSignature = response.headers.get("wechatpay-signature") ?? "";
    const answerLines = [
      response.headers.get("wechatpay-timestamp") ?? "",
      response.headers.get("wechatpay-nonce") ?? "",
      answerText,
    ];
    // Answers are signed too; an unsigned or forged one must not hand a stranger's QR code to our buyer.
    if (!verifyWechatPayMessage(this.options.platformPublicKeyPem, answerLines, answerSignature)) {
      throw new Error("WeChat Pay answer signature does not verify");
    }
    if (!response.ok) throw new Error(`WeChat Pay refused (${response.status}): ${answerText}`);
    return JSON.parse(answerText) as Record<string, unknown>;
  }
}
