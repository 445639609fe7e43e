import { describe, expect, it } from "vitest";
import { planStartUp } from "./startup";

const wechat = "Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 MicroMessenger/8.0.49 NetType/WIFI";
const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36";

describe("start-up (SPEC §4)", () => {
  it("sends WeChat visitors without a code to the OAuth page, base scope, back to the same address", () => {
    const plan = planStartUp("https://qisi.example/dashboard?x=1", wechat, "wxapp");
    expect(plan.kind).toBe("redirect");
    if (plan.kind !== "redirect") return;
    const url = new URL(plan.url);
    expect(url.origin + url.pathname).toBe("https://open.weixin.qq.com/connect/oauth2/authorize");
    expect(url.searchParams.get("appid")).toBe("wxapp");
    expect(url.searchParams.get("scope")).toBe("snsapi_base");
    expect(url.searchParams.get("response_type")).toBe("code");
    expect(url.searchParams.get("redirect_uri")).toBe("https://qisi.example/dashboard?x=1");
  });

  it("passes the code on as wxcode when WeChat sends the visitor back", () => {
    expect(planStartUp("https://qisi.example/?code=abc", wechat, "wxapp")).toEqual({
      kind: "session",
      wxcode: "abc",
    });
  });

  it("initialises the session directly outside WeChat", () => {
    expect(planStartUp("https://qisi.example/login", chrome, "wxapp")).toEqual({ kind: "session" });
    expect(planStartUp("https://qisi.example/?code=z", chrome, "wxapp")).toEqual({
      kind: "session",
      wxcode: "z",
    });
  });
});
