import { createHmac, randomUUID } from "node:crypto";
import type { SmsNotice, SmsSender } from "./sms-sender.ts";

export interface AliyunSmsOptions {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /**
   * The template of 开课时提醒我's notice, with one variable named `course` (its text is
   * `noticeText` in sms-sender.ts). Without it course-open notices are refused and stay due.
   */
  courseOpenTemplateCode?: string;
  /** Default https://dysmsapi.aliyuncs.com; tests point it at a local fake. */
  endpoint?: string;
}

/** RFC 3986 encoding as Aliyun's RPC signature wants it. */
function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** Aliyun RPC signature v1: HMAC-SHA1 over the sorted, encoded query with the secret plus "&". */
export function signAliyunQuery(params: Record<string, string>, secret: string, method = "GET"): string {
  const canonical = Object.keys(params)
    .sort()
    .map((key) => `${percentEncode(key)}=${percentEncode(params[key]!)}`)
    .join("&");
  const stringToSign = `${method}&${percentEncode("/")}&${percentEncode(canonical)}`;
  return createHmac("sha1", `${secret}&`).update(stringToSign).digest("base64");
}

/** Aliyun SMS (dysmsapi SendSms). The template must have one variable named `code`. */
export class AliyunSms implements SmsSender {
  private readonly options: AliyunSmsOptions;

  constructor(options: AliyunSmsOptions) {
    this.options = options;
  }

  async sendCode(phone: string, code: string): Promise<void> {
    await this.send(phone, this.options.templateCode, { code });
  }

  async sendNotice(phone: string, notice: SmsNotice): Promise<void> {
    const template = this.options.courseOpenTemplateCode;
    if (!template)
      throw new Error("ALIYUN_SMS_COURSE_OPEN_TEMPLATE_CODE is not set: course-open notices wait");
    await this.send(phone, template, { course: notice.course });
  }

  private async send(phone: string, templateCode: string, values: Record<string, string>): Promise<void> {
    const params: Record<string, string> = {
      AccessKeyId: this.options.accessKeyId,
      Action: "SendSms",
      Format: "JSON",
      PhoneNumbers: phone,
      RegionId: "cn-hangzhou",
      SignName: this.options.signName,
      SignatureMethod: "HMAC-SHA1",
      SignatureNonce: randomUUID(),
      SignatureVersion: "1.0",
      TemplateCode: templateCode,
      TemplateParam: JSON.stringify(values),
      Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, "Z"),
      Version: "2017-05-25",
    };
    params.Signature = signAliyunQuery(params, this.options.accessKeySecret);
    const url = `${this.options.endpoint ?? "https://dysmsapi.aliyuncs.com"}/?${new URLSearchParams(params)}`;
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    const body = (await response.json().catch(() => ({}))) as { Code?: string; Message?: string };
    if (!response.ok || body.Code !== "OK") {
      throw new Error(`Aliyun SMS refused: ${body.Code ?? response.status} ${body.Message ?? ""}`);
    }
  }
}
