import type { PaymentProvider } from "./adapters/payments/payment-provider.ts";
import type { DevOutbox } from "./adapters/sms/dev-outbox.ts";
import type { WechatOauth } from "./adapters/wechat/wechat-oauth.ts";
import type { AccessTokens } from "./auth/access-token.ts";
import type { Captcha } from "./auth/captcha.ts";
import type { RefreshTokens } from "./auth/refresh-tokens.ts";
import type { SessionCache } from "./auth/session-cache.ts";
import type { SmsCodes } from "./auth/sms-codes.ts";
import type { ServerConfig } from "./config.ts";
import type { Database, Db } from "./db/connect.ts";

/** Everything a route needs, built once in app.ts and handed to each route module. */
export interface AppContext {
  config: ServerConfig;
  database: Database;
  db: Db;
  secret: string;
  accessTokens: AccessTokens;
  refreshTokens: RefreshTokens;
  sessionCache: SessionCache;
  captcha: Captcha;
  smsCodes: SmsCodes;
  /** Present when codes go to the in-memory outbox instead of a real SMS provider. */
  devOutbox: DevOutbox | null;
  wechatOauth: WechatOauth;
  payments: PaymentProvider;
}
