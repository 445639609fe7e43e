import { z } from "zod";
import { bodyOrEmpty } from "./common.ts";

// ── Accounts and sessions (SPEC §3) ──────────────────────────────────────────────────────────────

export const Account = z.object({
  /** 0 means logged out (SPEC §4). */
  id: z.number().int(),
  name: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  /**
   * The account's linked WeChat. In a session answer without one (a visitor, or an account not yet
   * linked): the WeChat this browser proved it holds, if any, which pays in WeChat's pay sheet (jsapi).
   */
  wxopenId: z.string().nullable(),
});
export type Account = z.infer<typeof Account>;

export const Session = z.object({
  sub: z.string(),
  /** Unix seconds. */
  iat: z.number(),
  /** Unix seconds; absent means far future (SPEC §5). */
  exp: z.number().optional(),
  token: z.string(),
});
export type Session = z.infer<typeof Session>;

/** `GET accounts/session` and `POST accounts/login_signup`: the session plus the account. A visitor gets id 0 and an empty token. */
export const SessionResponse = z.object({
  ...Session.shape,
  ...Account.shape,
  locale: z.string().optional(),
  /**
   * True when this browser has just come back from WeChat (or signed in after doing so) with a WeChat
   * that no account holds yet: the site asks "绑定这个微信？" and links it with `POST accounts/wechat/link`.
   * Nothing is linked before that.
   */
  wechatToLink: z.boolean().optional(),
});
export type SessionResponse = z.infer<typeof SessionResponse>;

export const SessionQuery = z.object({
  wxcode: z.string().max(256).optional(),
  /** The OAuth `state` WeChat sent back with `wxcode`; it must be the one `POST accounts/wechat/state` gave this browser. */
  state: z.string().max(64).optional(),
  wxopenId: z.string().max(128).optional(),
  /** The path the client was on when its token expired (SPEC §7 refresh). */
  to: z.string().max(2048).optional(),
});
export type SessionQuery = z.infer<typeof SessionQuery>;

/** `GET accounts/chal`: an ALTCHA proof-of-work challenge (self-hosted captcha, DESIGN.md). */
export const CaptchaChallenge = z.object({
  algorithm: z.literal("SHA-256"),
  challenge: z.string(),
  maxnumber: z.number(),
  salt: z.string(),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof CaptchaChallenge>;

/** The solved captcha, sent base64(JSON) as the bearer of `POST accounts/chal/sms`. */
export const CaptchaSolution = z.object({
  algorithm: z.literal("SHA-256"),
  challenge: z.string(),
  number: z.number(),
  salt: z.string(),
  signature: z.string(),
});
export type CaptchaSolution = z.infer<typeof CaptchaSolution>;

/**
 * `POST accounts/wechat/state`: the random `state` for one trip to WeChat's OAuth page. The server keeps
 * it in an HttpOnly cookie and takes the code that comes back only with this state, once.
 */
export const WechatState = z.object({ state: z.string() });
export type WechatState = z.infer<typeof WechatState>;

/** Mainland China mobile numbers. */
export const mainlandMobile = /^1[3-9]\d{9}$/;

/**
 * SPEC §5 and §8: a phone number must be given and must be valid, and each case has its own code and
 * message. The issues carry the contract's error code (`params.code`), which the server answers with.
 */
export const PhoneNumber = z.unknown().transform((value, ctx) => {
  const text = typeof value === "string" ? value.trim() : "";
  if (!text) {
    ctx.addIssue({
      code: "custom",
      message: "请输入手机号。",
      params: { code: "phone_empty", message: "Phone empty." },
    });
    return z.NEVER;
  }
  if (!mainlandMobile.test(text)) {
    ctx.addIssue({
      code: "custom",
      message: "手机号不正确，请检查后重新输入。",
      params: { code: "phone_invalid", message: "Phone invalid." },
    });
    return z.NEVER;
  }
  return text;
});

/** `POST accounts/chal/sms` and `POST accounts/login_signup`: the phone, checked as above. */
export const SmsRequestBody = bodyOrEmpty(z.object({ phone: PhoneNumber }));
export type SmsRequestBody = z.infer<typeof SmsRequestBody>;

/**
 * `POST accounts/chal/sms` answer: the signed challenge object. The client adds `answer` (the 6-digit
 * code) and sends base64(JSON) as the bearer of `POST accounts/login_signup`.
 */
export const SmsChallenge = z.object({
  id: z.string(),
  phone: z.string(),
  /** Unix seconds when the code stops working (5 minutes). */
  expires: z.number(),
  /** Seconds before another code may be requested (60). */
  resendAfter: z.number(),
  signature: z.string(),
});
export type SmsChallenge = z.infer<typeof SmsChallenge>;

export const LoginChallenge = z.object({ ...SmsChallenge.shape, answer: z.string() });
export type LoginChallenge = z.infer<typeof LoginChallenge>;

export const LoginBody = SmsRequestBody;
export type LoginBody = SmsRequestBody;

/** The 17 interface languages (SPEC §1). */
export const Locale = z.enum([
  "ar",
  "de",
  "en",
  "es",
  "fr",
  "id",
  "it",
  "ja",
  "ka",
  "ko",
  "pl",
  "pt-BR",
  "ru",
  "tr",
  "uk",
  "vi",
  "zh-CN",
]);
export type Locale = z.infer<typeof Locale>;

/** `PATCH accounts/profile`: any of the three; an avatar is an http(s) address or a path on this site. */
export const ProfileUpdate = z.strictObject({
  nickname: z.string().trim().min(1).max(30).optional(),
  avatar: z
    .string()
    .max(2048)
    .regex(/^(https?:\/\/|\/)/)
    .optional(),
  locale: Locale.optional(),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdate>;

/** `PATCH accounts/profile`: the account with its interface language. */
export const AccountProfile = z.object({ ...Account.shape, locale: z.string() });
export type AccountProfile = z.infer<typeof AccountProfile>;

/**
 * `GET accounts/me/deletion`: what deleting the account removes — projects, courses (bought ones too),
 * finished lessons — and how many paid orders are kept, without the person, for the accounts books. `phone` is where the confirmation code goes, masked (138****0000).
 */
export const DeletionSummary = z.object({
  phone: z.string(),
  projects: z.number().int(),
  courses: z.number().int(),
  lessonsDone: z.number().int(),
  paidOrders: z.number().int(),
});
export type DeletionSummary = z.infer<typeof DeletionSummary>;

/**
 * `DELETE accounts/me`: deleting needs a fresh code sent to the account's own phone by
 * `POST accounts/me/deletion/code` (an access token alone is not enough), plus the 6-digit `answer`.
 */
export const AccountDeletion = z.object({ challenge: SmsChallenge, answer: z.string().max(16) });
export type AccountDeletion = z.infer<typeof AccountDeletion>;

/** `GET dev/sms?phone=` (development only): the last code the development outbox "sent". */
export const DevSmsQuery = z.object({ phone: z.string().max(20) });
export const DevSms = z.object({ phone: z.string(), code: z.string(), sentAt: z.string() });
export type DevSms = z.infer<typeof DevSms>;
