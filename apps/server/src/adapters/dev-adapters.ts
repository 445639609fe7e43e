import type { ServerConfig } from "../config.ts";

/** One outside service still on its development stand-in, and what an operator sets instead. */
export interface DevAdapterInUse {
  service: string;
  /** The variable and the value that chose the stand-in (`default` when the variable is unset). */
  chosenBy: string;
  risk: string;
  setInstead: string;
}

/**
 * The development stand-ins the configuration picks. Each is harmless on a laptop and dangerous on
 * the internet: the sandbox lets a page mark payments paid, the dev outbox sends no SMS at all, and
 * dev WeChat sign-in turns any code into an account. (Sign-in's captcha has no stand-in: ALTCHA is
 * the real one at every difficulty.)
 */
export function devAdaptersInUse(config: ServerConfig): DevAdapterInUse[] {
  const chosen = (variable: string, value: string) => {
    const given = config.env[variable];
    if (!given) return `${variable} unset (default ${value})`;
    return given === value ? `${variable}=${value}` : `${variable}=${given} (unknown value, so ${value})`;
  };
  const found: DevAdapterInUse[] = [];
  if (config.paymentProvider === "sandbox") {
    found.push({
      service: "支付 / payments",
      chosenBy: chosen("PAYMENT_PROVIDER", "sandbox"),
      risk: "订单不用付钱就能标记为已支付 / orders can be marked paid without money",
      setInstead:
        "PAYMENT_PROVIDER=wechatpay + WECHATPAY_MCH_ID, WECHATPAY_APP_ID, WECHATPAY_SERIAL_NO, WECHATPAY_PRIVATE_KEY, WECHATPAY_PLATFORM_PUBLIC_KEY, WECHATPAY_API_V3_KEY",
    });
  }
  if (config.smsProvider === "dev") {
    found.push({
      service: "短信验证码 / SMS codes",
      chosenBy: chosen("SMS_PROVIDER", "dev"),
      risk: "验证码不会真的发出 / codes are never sent",
      setInstead:
        "SMS_PROVIDER=aliyun + ALIYUN_SMS_ACCESS_KEY_ID, ALIYUN_SMS_ACCESS_KEY_SECRET, ALIYUN_SMS_SIGN_NAME, ALIYUN_SMS_TEMPLATE_CODE",
    });
  }
  if (config.wechatOauth === "dev") {
    found.push({
      service: "微信登录 / WeChat sign-in",
      chosenBy: chosen("WECHAT_OAUTH", "dev"),
      risk: "任何 code 都能换到微信身份 / any code passes as a WeChat identity",
      setInstead: "WECHAT_OAUTH=wechat + WECHAT_APP_ID, WECHAT_APP_SECRET",
    });
  }
  return found;
}

/** Thrown before anything starts; main.ts prints only its message (no stack: it is advice, not a crash). */
export class StartRefused extends Error {
  override name = "StartRefused";
}

/**
 * A production start (`NODE_ENV=production`) with any development stand-in stops here, saying which
 * and what to set, unless the operator says `ALLOW_DEV_ADAPTERS=1` on purpose (a demo site). Without
 * this, forgetting `PAYMENT_PROVIDER` on a real server silently let anyone mark payments paid.
 */
export function refuseDevAdaptersInProduction(config: ServerConfig): void {
  if (!config.production || config.allowDevAdapters) return;
  const inUse = devAdaptersInUse(config);
  if (!inUse.length) return;
  const lines = inUse.flatMap((adapter) => [
    `  - ${adapter.service}: ${adapter.chosenBy}`,
    `      ${adapter.risk}`,
    `      设置 / set: ${adapter.setInstead}`,
  ]);
  throw new StartRefused(
    [
      "启思编程服务拒绝启动：NODE_ENV=production（正式环境），但下面的服务还在用开发用的替身：",
      "The 启思编程 server refuses to start: NODE_ENV=production, but these services use development stand-ins:",
      ...lines,
      "请设置上面的变量后重新启动（见 apps/server/README.md）。如果确实要在正式环境里用替身（例如演示站），请设置 ALLOW_DEV_ADAPTERS=1。",
      "Set the variables above and start again (see apps/server/README.md). To run with stand-ins on purpose (a demo site), set ALLOW_DEV_ADAPTERS=1.",
    ].join("\n"),
  );
}
