/** Turns the `code` WeChat's in-app browser hands back after OAuth into the person's openid. */
export interface WechatOauth {
  openIdFor(code: string): Promise<string>;
}
