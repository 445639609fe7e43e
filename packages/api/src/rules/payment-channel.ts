import type { PaymentChannel } from "../contract/index.ts";

/** WeChat's in-app browser: the only place WeixinJSBridge (and so the `jsapi` channel) exists. */
const wechatInAppBrowser = /MicroMessenger/i;

/** Phones and tablets pay through the WeChat Pay H5 page instead of scanning a QR code. */
const mobileOrTablet =
  /Android|iPhone|iPad|iPod|Mobile|Tablet|HarmonyOS|OpenHarmony|Windows Phone|Silk|Kindle|PlayBook|BlackBerry|Opera Mini|IEMobile/i;

export interface DeviceHints {
  /**
   * `navigator.maxTouchPoints`: iPadOS 13+ Safari reports a desktop Mac user agent, and only the
   * touch screen tells it apart from a real Mac.
   */
  maxTouchPoints?: number;
}

/** SPEC §4: WeChat in-app browser → `jsapi`, mobile or tablet → `h5`, anything else → `native` (QR code). */
export function paymentChannel(userAgent: string, hints: DeviceHints = {}): PaymentChannel {
  if (wechatInAppBrowser.test(userAgent)) return "jsapi";
  if (mobileOrTablet.test(userAgent)) return "h5";
  if (/Macintosh/i.test(userAgent) && (hints.maxTouchPoints ?? 0) > 1) return "h5";
  return "native";
}

/** The channel for the browser this code runs in; `native` where there is no navigator (Node). */
export function currentPaymentChannel(): PaymentChannel {
  const nav = (globalThis as { navigator?: { userAgent?: string; maxTouchPoints?: number } }).navigator;
  return paymentChannel(nav?.userAgent ?? "", { maxTouchPoints: nav?.maxTouchPoints ?? 0 });
}
