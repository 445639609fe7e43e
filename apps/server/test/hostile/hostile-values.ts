/**
 * The hostile-input table (issue 16): values an attacker or a broken client sends where the API
 * expects something ordinary. Every route must answer each of them with a 4xx and the contract's
 * error body, never a 500. Add a row when a new kind of bad input is found.
 */

export interface HostileValue {
  name: string;
  /** The value as it goes into a JSON body. */
  json: unknown;
  /** The value as it goes into a path segment or query value, already %-encoded where it should be. */
  url: string;
}

const encoded = (value: string) => encodeURIComponent(value);
const text = (name: string, value: string): HostileValue => ({ name, json: value, url: encoded(value) });
const number = (name: string, value: number, url = String(value)): HostileValue => ({
  name,
  json: value,
  url,
});

export const hostileValues: HostileValue[] = [
  text("NUL byte", "\u0000"),
  text("NUL inside text", "小明\u0000的作品"),
  text("control characters", "\u0001\u0007\u001b[31m\u007f"),
  // A lone surrogate cannot be UTF-8; in a URL it travels as the bytes of its CESU-8 form.
  { name: "lone surrogate", json: "\ud800", url: "%ED%A0%80" },
  text("huge string (200 KB)", "长".repeat(70_000)),
  text("SQL", "1' OR '1'='1"),
  text("path traversal", "../../etc/passwd"),
  text("empty", ""),
  text("spaces", "   "),
  text("far-past date (cursor)", "-271821-04-20T00:00:00.000Z"),
  text("impossible date", "2024-13-45T25:61:61Z"),
  number("2³¹", 2 ** 31),
  number("−2³¹−1", -(2 ** 31) - 1),
  number("2⁵³+2", 2 ** 53 + 2),
  number("1e308", 1e308, "1e308"),
  number("negative", -1),
  number("fraction", 1.5),
  number("zero", 0),
  { name: "digits past any integer", json: "9".repeat(400), url: "9".repeat(400) },
  { name: "cursor −271821 as a number", json: -271821, url: "-271821" },
  { name: "Infinity as text", json: "Infinity", url: "Infinity" },
  { name: "NaN as text", json: "NaN", url: "NaN" },
  { name: "null", json: null, url: "null" },
  { name: "boolean", json: true, url: "true" },
  { name: "array", json: ["a", 1], url: "a&x=1" },
  { name: "object", json: { $gt: "" }, url: "%5Bobject%20Object%5D" },
  {
    name: "prototype key",
    json: { __proto__: { admin: true }, constructor: { prototype: {} } },
    url: "__proto__",
  },
];

/** Only for URLs: percent-escapes that do not decode, or decode to bytes that are not UTF-8. */
export const badEncodings: { name: string; url: string }[] = [
  { name: "bare %", url: "%" },
  { name: "truncated escape", url: "%E4%B8" },
  { name: "invalid UTF-8 byte", url: "%FF" },
  { name: "overlong NUL", url: "%C0%80" },
  { name: "encoded NUL", url: "%00" },
  { name: "very long segment (9 KB)", url: "9".repeat(9_000) },
];

/** Whole request bodies that are not what any route expects. */
export const hostileBodies: { name: string; body: BodyInit; contentType: string }[] = [
  { name: "invalid JSON", body: "{", contentType: "application/json" },
  { name: "JSON null", body: "null", contentType: "application/json" },
  { name: "JSON string", body: '"text"', contentType: "application/json" },
  { name: "JSON number past 2⁵³", body: "123456789012345678901234567890", contentType: "application/json" },
  { name: "array of nothing", body: "[]", contentType: "application/json" },
  {
    name: "invalid UTF-8",
    body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
    contentType: "application/json",
  },
  {
    name: "NUL escape in JSON",
    body: '{"title":"\\u0000","body":"\\u0000","phone":"\\u0000"}',
    contentType: "application/json",
  },
  { name: "deep nesting", body: `${"[".repeat(5_000)}${"]".repeat(5_000)}`, contentType: "application/json" },
  { name: "form body", body: "phone=1&title=2", contentType: "application/x-www-form-urlencoded" },
  {
    name: "2 MB of JSON",
    body: JSON.stringify({ title: "长".repeat(700_000) }),
    contentType: "application/json",
  },
];

/** Authorization headers that are not a valid session. */
export const hostileBearers: { name: string; header: string }[] = [
  { name: "garbage", header: "Bearer !!!" },
  { name: "not base64 JSON", header: "Bearer eyJ" },
  {
    name: "alg none token",
    header: `Bearer ${Buffer.from('{"alg":"none"}').toString("base64url")}.${Buffer.from('{"sub":"1"}').toString("base64url")}.`,
  },
  { name: "huge token", header: `Bearer ${"a".repeat(12_000)}` },
  { name: "wrong scheme", header: "Basic YWRtaW46YWRtaW4=" },
  { name: "empty bearer", header: "Bearer " },
];
