import { createCipheriv, createVerify, generateKeyPairSync, randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import { signWechatPayMessage } from "../../src/adapters/payments/wechatpay-v3.ts";

export interface FakeWechatPay {
  baseUrl: string;
  merchantPrivateKey: string;
  platformPublicKey: string;
  apiV3Key: string;
  /** Requests the fake received, with whether their Authorization signature verified. */
  received: { path: string; body: Record<string, unknown>; authorized: boolean }[];
  /** A notification exactly as WeChat Pay would POST it: headers and raw body. */
  notification(
    paymentId: string,
    tradeState: string,
    options?: { timestamp?: number },
  ): {
    headers: Record<string, string>;
    body: string;
  };
  close(): Promise<void>;
}

const pemKeys = () =>
  generateKeyPairSync("rsa", {
    modulusLength: 2048,
    publicKeyEncoding: { type: "spki", format: "pem" },
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
  });

/** A local stand-in for api.mch.weixin.qq.com with freshly generated merchant and platform keys. */
export async function startFakeWechatPay(): Promise<FakeWechatPay> {
  const merchant = pemKeys();
  const platform = pemKeys();
  const apiV3Key = randomBytes(16).toString("hex");
  const received: FakeWechatPay["received"] = [];

  function signedHeaders(body: string, timestamp = Math.floor(Date.now() / 1000)) {
    const nonce = randomBytes(8).toString("hex");
    return {
      "wechatpay-timestamp": String(timestamp),
      "wechatpay-nonce": nonce,
      "wechatpay-serial": "PLATFORM-SERIAL",
      "wechatpay-signature": signWechatPayMessage(platform.privateKey, [String(timestamp), nonce, body]),
    };
  }

  const server: Server = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk) => {
      text += chunk;
    });
    request.on("end", () => {
      const auth = /signature="([^"]+)",timestamp="(\d+)",/.exec(request.headers.authorization ?? "");
      const nonce = /nonce_str="([^"]+)"/.exec(request.headers.authorization ?? "")?.[1] ?? "";
      const authorized =
        (request.headers.authorization ?? "").startsWith("WECHATPAY2-SHA256-RSA2048 ") &&
        !!auth &&
        createVerify("RSA-SHA256")
          .update(`${request.method}\n${request.url}\n${auth[2]}\n${nonce}\n${text}\n`)
          .verify(merchant.publicKey, auth[1]!, "base64");
      received.push({ path: request.url ?? "", body: JSON.parse(text || "{}"), authorized });
      const channel = (request.url ?? "").split("/").pop();
      const answer = !authorized
        ? { code: "SIGN_ERROR", message: "签名错误" }
        : channel === "native"
          ? { code_url: "weixin://wxpay/bizpayurl?pr=fake" }
          : channel === "h5"
            ? { h5_url: "https://wx.tenpay.com/fake" }
            : { prepay_id: "wx-fake-prepay" };
      const body = JSON.stringify(answer);
      response.writeHead(authorized ? 200 : 401, {
        "content-type": "application/json",
        ...signedHeaders(body),
      });
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    merchantPrivateKey: merchant.privateKey,
    platformPublicKey: platform.publicKey,
    apiV3Key,
    received,
    notification(paymentId, tradeState, options = {}) {
      const plain = JSON.stringify({
        out_trade_no: paymentId,
        transaction_id: `tx-${paymentId}`,
        trade_state: tradeState,
      });
      const nonce = randomBytes(6).toString("hex");
      const cipher = createCipheriv("aes-256-gcm", Buffer.from(apiV3Key, "utf8"), Buffer.from(nonce, "utf8"));
      cipher.setAAD(Buffer.from("transaction", "utf8"));
      const ciphertext = Buffer.concat([
        cipher.update(plain, "utf8"),
        cipher.final(),
        cipher.getAuthTag(),
      ]).toString("base64");
      const body = JSON.stringify({
        id: randomBytes(8).toString("hex"),
        event_type: "TRANSACTION.SUCCESS",
        resource_type: "encrypt-resource",
        resource: { algorithm: "AEAD_AES_256_GCM", ciphertext, associated_data: "transaction", nonce },
      });
      return {
        headers: { "content-type": "application/json", ...signedHeaders(body, options.timestamp) },
        body,
      };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
