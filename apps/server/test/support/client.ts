import type { CaptchaChallenge, ErrorBody, SessionResponse, SmsChallenge } from "@qisi/api/contract";
import { solveChallenge } from "altcha-lib/v1";

// Tests read whatever fields an answer has; the contract types are checked where they matter.
// biome-ignore lint/suspicious/noExplicitAny: a loose default keeps assertions readable.
export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  token?: string | null;
  bearer?: string;
  cookie?: string;
  headers?: Record<string, string>;
  raw?: BodyInit;
}

/** One HTTP call to the test server, parsed as JSON when it is JSON. */
// biome-ignore lint/suspicious/noExplicitAny: see Reply.
export async function call<T = any>(
  base: string,
  path: string,
  options: CallOptions = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const bearer = options.bearer ?? options.token;
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  if (options.cookie) headers.cookie = options.cookie;
  const response = await fetch(`${base}${path}`, {
    method: options.method ?? (options.body !== undefined || options.raw !== undefined ? "POST" : "GET"),
    headers,
    body: options.raw ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
  });
  const text = await response.text();
  let body: unknown = text;
  if ((response.headers.get("content-type") ?? "").includes("json") && text) body = JSON.parse(text);
  return { status: response.status, body: body as T, headers: response.headers };
}

export const base64Json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");

/** Solves the ALTCHA challenge the way the browser widget does; fast because tests use a low maxnumber. */
export async function solvedCaptcha(base: string): Promise<string> {
  const { body: challenge } = await call<CaptchaChallenge>(base, "/accounts/chal");
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error("captcha not solvable");
  return base64Json({ ...challenge, number: solution.number });
}

/** The refresh cookie from a reply's Set-Cookie, as a Cookie header value. */
export function refreshCookieOf(reply: Reply): string | undefined {
  const setCookies = reply.headers.getSetCookie();
  const found = setCookies.find((value) => value.startsWith("qisi_refresh="));
  return found?.split(";")[0];
}

/** The challenge on success; an ErrorBody otherwise (tests read both shapes). */
export async function requestCode(base: string, phone: string): Promise<Reply<SmsChallenge & ErrorBody>> {
  return call<SmsChallenge & ErrorBody>(base, "/accounts/chal/sms", {
    body: { phone },
    bearer: await solvedCaptcha(base),
  });
}

export interface SignedIn {
  id: number;
  token: string;
  cookie: string;
  session: SessionResponse;
}

/** The whole sign-in flow a person goes through: captcha, SMS code (from the dev outbox), login. */
export async function signIn(base: string, phone: string): Promise<SignedIn> {
  const sms = await requestCode(base, phone);
  if (sms.status !== 200) throw new Error(`SMS request failed: ${JSON.stringify(sms.body)}`);
  const { body: outbox } = await call(base, `/dev/sms?phone=${phone}`);
  const login = await call<SessionResponse>(base, "/accounts/login_signup", {
    body: { phone },
    bearer: base64Json({ ...sms.body, answer: outbox.code }),
  });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { id: login.body.id, token: login.body.token, cookie: refreshCookieOf(login)!, session: login.body };
}

let phoneCounter = 0;
/** A distinct valid mainland number per call, so tests never share a person. */
export function newPhone(): string {
  phoneCounter += 1;
  return `139${String(process.pid % 10000).padStart(4, "0")}${String(phoneCounter).padStart(4, "0")}`;
}

/** Buys a course package for `who` the way a purchase does: order, payment, sandbox "paid". */
export async function buyPackage(
  base: string,
  who: SignedIn,
  packageUid: string,
): Promise<{ orderId: string; paymentId: string }> {
  const { body: order } = await call(base, "/orders", {
    token: who.token,
    body: [{ package_uid: packageUid }],
  });
  const { body: payment } = await call(base, "/payment/order", {
    token: who.token,
    body: { order_id: order.id, institution: "wechatpay", channel: "native", open_id: null },
  });
  // Paid as the order's owner: the sandbox only settles its owner's payments (issue 16).
  const paid = await call(base, `/payment/sandbox/${payment.id}`, {
    token: who.token,
    body: { result: "paid" },
  });
  if (paid.status !== 200) throw new Error(`sandbox payment failed: ${JSON.stringify(paid.body)}`);
  return { orderId: order.id, paymentId: payment.id };
}

/**
 * Gives `who` a whole course as a buyer from before it went off sale holds it (`POST dev/grants`,
 * development only): the way to own a 即将开课 course, whose packages `buyPackage` cannot buy.
 */
export async function grantCourse(base: string, who: SignedIn, appUid: string): Promise<void> {
  const granted = await call(base, "/dev/grants", { token: who.token, body: { app: appUid } });
  if (granted.status !== 200) throw new Error(`dev grant failed: ${JSON.stringify(granted.body)}`);
}

/**
 * Presses 检查 as the player's client does: `POST exercises/{id}/attempts`, then, while the answer
 * is 202 pending, `GET exercises/attempts/{attemptId}` until it is not. Answers the last reply: 200
 * with the server's confirmed result, or a refusal (4xx, 503) as it came.
 */
export async function attemptConfirmed(
  base: string,
  token: string | null,
  exerciseId: string,
  body: unknown,
  timeoutMs = 120_000,
): Promise<Reply> {
  let reply = await call(base, `/exercises/${exerciseId}/attempts`, { token, body });
  const deadline = Date.now() + timeoutMs;
  while (reply.status === 202) {
    if (Date.now() > deadline) throw new Error(`attempt ${reply.body.attemptId} still pending`);
    reply = await call(base, `/exercises/attempts/${reply.body.attemptId}`, { token });
  }
  return reply;
}
