import { describe, expect, it } from "vitest";
import { decodeBase64Json, decodeBase64Utf8, encodeBase64Json, encodeBase64Utf8 } from "./base64-json.ts";

describe("base64 of UTF-8", () => {
  it("matches Node's Buffer for ASCII, Chinese and emoji", () => {
    for (const text of ["", "abc", "启思编程 — 启发思考", "🐱 scratch", "\u0000\u00ff"]) {
      expect(encodeBase64Utf8(text)).toBe(Buffer.from(text, "utf8").toString("base64"));
      expect(decodeBase64Utf8(encodeBase64Utf8(text))).toBe(text);
    }
  });

  it("handles texts longer than one chunk of String.fromCharCode", () => {
    const text = "启".repeat(100_000);
    expect(encodeBase64Utf8(text)).toBe(Buffer.from(text, "utf8").toString("base64"));
  });

  it("round-trips a challenge object as JSON", () => {
    const challenge = { id: "c1", phone: "13800138000", signature: "签名", answer: "123456" };
    expect(decodeBase64Json(encodeBase64Json(challenge))).toEqual(challenge);
    expect(Buffer.from(encodeBase64Json(challenge), "base64").toString("utf8")).toBe(
      JSON.stringify(challenge),
    );
  });
});
