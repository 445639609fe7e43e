import { createServer, type IncomingMessage, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AliyunSms, signAliyunQuery } from "../src/adapters/sms/aliyun-sms.ts";
import { WechatSnsOauth } from "../src/adapters/wechat/wechat-sns-oauth.ts";

/** A tiny local HTTP fake: records each request and answers with whatever `answer` returns. */
async function fakeService(answer: (request: IncomingMessage) => { status: number; body: unknown }) {
  const seen: URL[] = [];
  const server: Server = createServer((request, response) => {
    seen.push(new URL(request.url ?? "/", "http://fake"));
    const { status, body } = answer(request);
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe("AliyunSms against a local fake", () => {
  let fake: Awaited<ReturnType<typeof fakeService>>;
  let refuse = false;
  beforeAll(async () => {
    fake = await fakeService(() =>
      refuse
        ? { status: 200, body: { Code: "isv.BUSINESS_LIMIT_CONTROL", Message: "触发流控" } }
        : { status: 200, body: { Code: "OK" } },
    );
  });
  afterAll(() => fake.close());

  const sms = () =>
    new AliyunSms({
      accessKeyId: "key-id",
      accessKeySecret: "key-secret",
      signName: "启思编程",
      templateCode: "SMS_123",
      endpoint: fake.url,
    });

  it("sends a signed SendSms request carrying the code", async () => {
    await sms().sendCode("13800138000", "123456");
    const query = fake.seen.at(-1)!.searchParams;
    expect(query.get("Action")).toBe("SendSms");
    expect(query.get("PhoneNumbers")).toBe("13800138000");
    expect(JSON.parse(query.get("TemplateParam")!)).toEqual({ code: "123456" });
    const params = Object.fromEntries([...query.entries()].filter(([key]) => key !== "Signature"));
    expect(query.get("Signature")).toBe(signAliyunQuery(params, "key-secret"));
  });

  it("encodes the signature input the way Aliyun specifies (RFC 3986, sorted keys)", () => {
    // Changing any value, or the order-insensitive key set, changes the signature.
    const a = signAliyunQuery({ B: "2", A: "1 *~" }, "s");
    const b = signAliyunQuery({ A: "1 *~", B: "2" }, "s");
    expect(a).toBe(b);
    expect(signAliyunQuery({ A: "1 *~", B: "3" }, "s")).not.toBe(a);
  });

  it("throws when Aliyun refuses, so the API answers sms_failed", async () => {
    refuse = true;
    await expect(sms().sendCode("13800138000", "123456")).rejects.toThrow(/BUSINESS_LIMIT_CONTROL/);
    refuse = false;
  });
});

describe("WechatSnsOauth against a local fake", () => {
  let fake: Awaited<ReturnType<typeof fakeService>>;
  beforeAll(async () => {
    fake = await fakeService((request) => {
      const code = new URL(request.url ?? "/", "http://fake").searchParams.get("code");
      return code === "good"
        ? { status: 200, body: { access_token: "t", openid: "o-123", scope: "snsapi_base" } }
        : { status: 200, body: { errcode: 40029, errmsg: "invalid code" } };
    });
  });
  afterAll(() => fake.close());

  it("exchanges the code for the openid with app id and secret", async () => {
    const oauth = new WechatSnsOauth({ appId: "wx-app", appSecret: "wx-secret", baseUrl: fake.url });
    expect(await oauth.openIdFor("good")).toBe("o-123");
    const url = fake.seen.at(-1)!;
    expect(url.pathname).toBe("/sns/oauth2/access_token");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: "wx-app",
      secret: "wx-secret",
      code: "good",
      grant_type: "authorization_code",
    });
  });

  it("throws on WeChat's error answer", async () => {
    const oauth = new WechatSnsOauth({ appId: "wx-app", appSecret: "wx-secret", baseUrl: fake.url });
    await expect(oauth.openIdFor("bad")).rejects.toThrow(/40029/);
  });
});
