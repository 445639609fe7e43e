import { loggedOutSession } from "@qisi/api";
import { describe, expect, it } from "vitest";
import { fetchStartUpSession, planStartUp, wechatAuthorizeUrl } from "./startup";

const wechat = "Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 MicroMessenger/8.0.49 NetType/WIFI";
const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36";

describe("start-up (SPEC §4)", () => {
  it("sends WeChat visitors without a code to the OAuth page, back to the same address", () => {
    expect(planStartUp("https://qisi.example/dashboard?x=1", wechat)).toEqual({
      kind: "wechat",
      returnTo: "https://qisi.example/dashboard?x=1",
    });
  });

  it("builds the OAuth address: base scope, code, back to the address, the server's state", () => {
    const url = new URL(wechatAuthorizeUrl("wxapp", "https://qisi.example/dashboard?x=1", "s3cr3t"));
    expect(url.origin + url.pathname).toBe("https://open.weixin.qq.com/connect/oauth2/authorize");
    expect(url.searchParams.get("appid")).toBe("wxapp");
    expect(url.searchParams.get("scope")).toBe("snsapi_base");
    expect(url.searchParams.get("response_type")).toBe("code");
    expect(url.searchParams.get("redirect_uri")).toBe("https://qisi.example/dashboard?x=1");
    expect(url.searchParams.get("state")).toBe("s3cr3t");
  });

  it("passes the code on as wxcode, with WeChat's state, when WeChat sends the visitor back", () => {
    expect(planStartUp("https://qisi.example/?code=abc&state=s1", wechat)).toEqual({
      kind: "session",
      wxcode: "abc",
      state: "s1",
    });
  });

  it("initialises the session directly outside WeChat", () => {
    expect(planStartUp("https://qisi.example/login", chrome)).toEqual({ kind: "session" });
    expect(planStartUp("https://qisi.example/?code=z", chrome)).toEqual({ kind: "session", wxcode: "z" });
  });
});

describe("the start-up session fetch", () => {
  const visitor = { ...loggedOutSession };
  const answers = (...sequence: unknown[]) => {
    const calls: unknown[] = [];
    const fetch = async (query: unknown) => {
      calls.push(query);
      return sequence[calls.length - 1];
    };
    return { fetch, calls };
  };

  it("asks once when the server answers, a visitor's session included", async () => {
    const { fetch, calls } = answers(visitor);
    await fetchStartUpSession(fetch, {});
    expect(calls).toEqual([{}]);
  });

  it("asks once more, with the same query, when the fetch failed", async () => {
    const { fetch, calls } = answers(loggedOutSession, { ...visitor, id: 7 });
    await fetchStartUpSession(fetch, { wxcode: "c", state: "s" });
    expect(calls).toEqual([
      { wxcode: "c", state: "s" },
      { wxcode: "c", state: "s" },
    ]);
  });

  it("gives up after the second failure: the page goes on as a visitor", async () => {
    const { fetch, calls } = answers(loggedOutSession, loggedOutSession, visitor);
    await fetchStartUpSession(fetch, {});
    expect(calls).toHaveLength(2);
  });
});
