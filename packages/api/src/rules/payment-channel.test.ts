import { describe, expect, it } from "vitest";
import { paymentChannel } from "./payment-channel.ts";

const agents = {
  wechatAndroid:
    "Mozilla/5.0 (Linux; Android 13; V2049A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 XWEB/5023 MMWEBSDK/20230303 MicroMessenger/8.0.34.2340(0x2800223D) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64",
  wechatMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) MicroMessenger/6.8.0(0x16080000) MacWechat/3.8.5 Language/zh_CN",
  iPhoneSafari:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1",
  androidChrome:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36",
  iPadOld:
    "Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Safari/604.1",
  macSafari:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15",
  windowsChrome:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36",
  harmony:
    "Mozilla/5.0 (Phone; OpenHarmony 4.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1",
};

describe("paymentChannel", () => {
  it("is jsapi inside WeChat's in-app browser, on a phone or a desktop", () => {
    expect(paymentChannel(agents.wechatAndroid)).toBe("jsapi");
    expect(paymentChannel(agents.wechatMac)).toBe("jsapi");
  });

  it("is h5 on phones and tablets", () => {
    expect(paymentChannel(agents.iPhoneSafari)).toBe("h5");
    expect(paymentChannel(agents.androidChrome)).toBe("h5");
    expect(paymentChannel(agents.iPadOld)).toBe("h5");
    expect(paymentChannel(agents.harmony)).toBe("h5");
  });

  it("is h5 on an iPad that calls itself a Mac, told apart by its touch screen", () => {
    expect(paymentChannel(agents.macSafari, { maxTouchPoints: 5 })).toBe("h5");
  });

  it("is native (QR code) on desktops and without a user agent", () => {
    expect(paymentChannel(agents.macSafari)).toBe("native");
    expect(paymentChannel(agents.windowsChrome, { maxTouchPoints: 0 })).toBe("native");
    expect(paymentChannel("")).toBe("native");
  });
});
