import { readFileSync } from "node:fs";
import type { ServerConfig } from "../config.ts";
import type { PaymentProvider } from "./payments/payment-provider.ts";
import { SandboxPayments } from "./payments/sandbox-payments.ts";
import { WechatPayV3 } from "./payments/wechatpay-v3.ts";
import { AliyunSms } from "./sms/aliyun-sms.ts";
import { DevOutbox } from "./sms/dev-outbox.ts";
import type { SmsSender } from "./sms/sms-sender.ts";
import { DevWechatOauth } from "./wechat/dev-wechat-oauth.ts";
import type { WechatOauth } from "./wechat/wechat-oauth.ts";
import { WechatSnsOauth } from "./wechat/wechat-sns-oauth.ts";

export interface Adapters {
  sms: SmsSender;
  devOutbox: DevOutbox | null;
  wechatOauth: WechatOauth;
  payments: PaymentProvider;
}

function required(env: Record<string, string | undefined>, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} must be set for the chosen adapter (see apps/server/README.md)`);
  return value;
}

/** A PEM given inline or, with the _FILE suffix, as a path. */
function pem(env: Record<string, string | undefined>, name: string): string {
  const file = env[`${name}_FILE`];
  return file ? readFileSync(file, "utf8") : required(env, name).replaceAll("\\n", "\n");
}

/** Local adapters by default; SMS_PROVIDER, WECHAT_OAUTH and PAYMENT_PROVIDER switch to the real ones. */
export function createAdapters(config: ServerConfig): Adapters {
  const env = config.env;
  const devOutbox = config.smsProvider === "dev" ? new DevOutbox() : null;
  const sms: SmsSender =
    devOutbox ??
    new AliyunSms({
      accessKeyId: required(env, "ALIYUN_SMS_ACCESS_KEY_ID"),
      accessKeySecret: required(env, "ALIYUN_SMS_ACCESS_KEY_SECRET"),
      signName: required(env, "ALIYUN_SMS_SIGN_NAME"),
      templateCode: required(env, "ALIYUN_SMS_TEMPLATE_CODE"),
      courseOpenTemplateCode: env.ALIYUN_SMS_COURSE_OPEN_TEMPLATE_CODE,
      endpoint: env.ALIYUN_SMS_ENDPOINT,
    });
  const wechatOauth: WechatOauth =
    config.wechatOauth === "dev"
      ? new DevWechatOauth()
      : new WechatSnsOauth({
          appId: required(env, "WECHAT_APP_ID"),
          appSecret: required(env, "WECHAT_APP_SECRET"),
        });
  const payments: PaymentProvider =
    config.paymentProvider === "sandbox"
      ? new SandboxPayments(config.publicUrl)
      : new WechatPayV3({
          mchId: required(env, "WECHATPAY_MCH_ID"),
          appId: required(env, "WECHATPAY_APP_ID"),
          serialNo: required(env, "WECHATPAY_SERIAL_NO"),
          privateKeyPem: pem(env, "WECHATPAY_PRIVATE_KEY"),
          platformPublicKeyPem: pem(env, "WECHATPAY_PLATFORM_PUBLIC_KEY"),
          apiV3Key: required(env, "WECHATPAY_API_V3_KEY"),
          notifyUrl: env.WECHATPAY_NOTIFY_URL ?? `${config.publicUrl}/api/payment/notify`,
          baseUrl: env.WECHATPAY_BASE_URL,
        });
  return { sms, devOutbox, wechatOauth, payments };
}
