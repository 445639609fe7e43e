import { createHash } from "node:crypto";
import { type APIRequestContext, expect, type Page } from "@playwright/test";

let counter = 0;

/** A mobile number no other test uses (the database is fresh per run, shared by the workers). */
export function freshPhone(): string {
  counter += 1;
  const tail = `${Date.now() % 1e6}${process.pid % 100}${counter}`.slice(-8).padStart(8, "0");
  return `139${tail}`;
}

/** The last code the dev SMS outbox "sent" to the phone. */
export async function smsCode(page: Pick<Page, "request">, phone: string): Promise<string> {
  let code = "";
  await expect(async () => {
    const response = await page.request.get(`/api/dev/sms?phone=${phone}`);
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { code: string };
    code = body.code;
  }).toPass({ timeout: 10_000 });
  return code;
}

/** Fills the phone, agrees, waits out the captcha and answers the code: the real sign-in. */
export async function signInThroughForm(page: Page, phone: string): Promise<void> {
  await page.getByLabel("手机号码").fill(phone);
  await page.getByRole("button", { name: "同意并继续" }).click();
  const codeField = page.getByLabel("短信验证码");
  await expect(codeField).toBeVisible({ timeout: 20_000 });
  await codeField.fill(await smsCode(page, phone));
  await page.getByRole("button", { name: "验证并登录" }).click();
}

/** Signs in through the /login form and lands on `from`: for tests of what the page itself does. */
export async function signInWithForm(page: Page, phone = freshPhone(), from = "/dashboard"): Promise<string> {
  await page.goto(`/login?from=${encodeURIComponent(from)}`);
  await signInThroughForm(page, phone);
  await expect(page).toHaveURL((url) => url.pathname + url.search === from);
  return phone;
}

/** The ALTCHA answer (SHA-256 of salt + number), found the way the browser widget finds it. */
function solveCaptcha(challenge: { challenge: string; salt: string; maxnumber: number }): number {
  for (let number = 0; number <= challenge.maxnumber; number += 1) {
    const hash = createHash("sha256").update(`${challenge.salt}${number}`).digest("hex");
    if (hash === challenge.challenge) return number;
  }
  throw new Error("the captcha has no answer up to its maxnumber");
}

const base64Json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");

/**
 * Signs a browser context in with the same three calls the /login page makes (captcha, SMS code,
 * login) through its request context, so the browser holds the refresh cookie.
 */
export async function signInThroughApi(request: APIRequestContext, phone: string): Promise<void> {
  const challenge = await (await request.get("/api/accounts/chal")).json();
  const captcha = base64Json({ ...challenge, number: solveCaptcha(challenge) });
  const sms = await request.post("/api/accounts/chal/sms", {
    headers: { Authorization: `Bearer ${captcha}` },
    data: { phone },
  });
  expect(sms.ok(), await sms.text()).toBe(true);
  const answer = await smsCode({ request }, phone);
  const login = await request.post("/api/accounts/login_signup", {
    headers: { Authorization: `Bearer ${base64Json({ ...(await sms.json()), answer })}` },
    data: { phone },
  });
  expect(login.ok(), await login.text()).toBe(true);
}

/**
 * Signs in through the API (signInThroughApi) and opens `from`. The form itself is tested in
 * learner-login.spec.ts; the other tests start signed in without loading it.
 */
export async function signIn(page: Page, phone = freshPhone(), from = "/dashboard"): Promise<string> {
  await signInThroughApi(page.request, phone);
  await page.goto(from);
  await expect(page).toHaveURL((url) => url.pathname + url.search === from);
  return phone;
}

/**
 * Signs the page's browser in through the API (signInThroughApi) without opening a page: for tests
 * whose first page is their own, or that only call the API. Answers the phone.
 */
export async function signInFirst(page: Page, phone = freshPhone()): Promise<string> {
  await signInThroughApi(page.request, phone);
  return phone;
}

/** The signed-in learner's access token, from the refresh cookie the browser holds. */
export async function accessToken(page: Page): Promise<{ token: string; id: number }> {
  const response = await page.request.get("/api/accounts/session");
  return (await response.json()) as { token: string; id: number };
}

/** Creates Scratch projects straight through the API (the studio is another issue). */
export async function createProjects(page: Page, titles: string[]): Promise<string[]> {
  const { token } = await accessToken(page);
  const ids: string[] = [];
  for (const title of titles) {
    const response = await page.request.post("/api/projects", {
      headers: { Authorization: `Bearer ${token}` },
      data: { kind: "scratch", title, body: "{}" },
    });
    expect(response.ok()).toBe(true);
    ids.push(((await response.json()) as { id: string }).id);
  }
  return ids;
}

/**
 * Gives the signed-in learner a whole course as a buyer from before it went off sale holds it
 * (`POST /api/dev/grants`, development only): the way to own a 即将开课 course (issue 39), whose
 * packages cannot be bought.
 */
export async function grantCourse(page: Page, appUid: string): Promise<void> {
  const { token } = await accessToken(page);
  const granted = await page.request.post("/api/dev/grants", {
    headers: { Authorization: `Bearer ${token}` },
    data: { app: appUid },
  });
  expect(granted.ok(), await granted.text()).toBe(true);
}

/** Buys a course package for the signed-in learner through the API and the payment sandbox. */
export async function buyCourse(
  page: Page,
  packageUid: string,
): Promise<{ orderId: string; paymentId: string }> {
  const { token } = await accessToken(page);
  const headers = { Authorization: `Bearer ${token}` };
  const order = await page.request.post("/api/orders", { headers, data: [{ package_uid: packageUid }] });
  expect(order.ok()).toBe(true);
  const orderId = ((await order.json()) as { id: string }).id;
  const payment = await page.request.post("/api/payment/order", {
    headers,
    data: { order_id: orderId, institution: "wechatpay", channel: "native", open_id: null },
  });
  expect(payment.ok()).toBe(true);
  const paymentId = ((await payment.json()) as { id: string }).id;
  // Paid as the order's owner: the sandbox only settles its owner's payments (issue 16).
  const paid = await page.request.post(`/api/payment/sandbox/${paymentId}`, {
    headers,
    data: { result: "paid" },
  });
  expect(paid.ok()).toBe(true);
  return { orderId, paymentId };
}
