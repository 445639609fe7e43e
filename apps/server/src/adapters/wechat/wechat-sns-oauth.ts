import type { WechatOauth } from "./wechat-oauth.ts";

export interface WechatSnsOptions {
  appId: string;
  appSecret: string;
  /** Default https://api.weixin.qq.com; tests may point it at a local fake. */
  baseUrl?: string;
}

/** WeChat official-account web OAuth (snsapi_base): sns/oauth2/access_token answers the openid. */
export class WechatSnsOauth implements WechatOauth {
  private readonly options: WechatSnsOptions;

  constructor(options: WechatSnsOptions) {
    this.options = options;
  }

  async openIdFor(code: string): Promise<string> {
    const query = new URLSearchParams({
      appid: this.options.appId,
      secret: this.options.appSecret,
      code,
      grant_type: "authorization_code",
    });
    const base = this.options.baseUrl ?? "https://api.weixin.qq.com";
    const response = await fetch(`${base}/sns/oauth2/access_token?${query}`, {
      signal: AbortSignal.timeout(5000),
    });
    const body = (await response.json()) as { openid?: string; errcode?: number; errmsg?: string };
    if (!body.openid) throw new Error(`WeChat OAuth refused: ${body.errcode} ${body.errmsg}`);
    return body.openid;
  }
}
