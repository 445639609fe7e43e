import { createHash } from "node:crypto";
import type { WechatOauth } from "./wechat-oauth.ts";

/** Development stand-in: the same code always maps to the same made-up openid. */
export class DevWechatOauth implements WechatOauth {
  async openIdFor(code: string): Promise<string> {
    if (code === "invalid") throw new Error("dev WeChat OAuth rejects the code 'invalid'");
    return `dev-${createHash("sha256").update(code).digest("hex").slice(0, 24)}`;
  }
}
