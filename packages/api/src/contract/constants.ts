/**
 * The contract's plain values, kept apart from the schemas so that a page importing one of them
 * does not bring zod into its bundle.
 */

/** SPEC §7: the exact message of a 401 that the client answers by refreshing the session. */
export const tokenExpiredMessage = "Token expired.";

/** SPEC §9: the payment institution when none is named. */
export const defaultInstitution = "wechatpay" as const;

/**
 * Why a sign-in step can fail, as the server's error codes: SPEC §8's user messages map onto these.
 * The one list the server sends, the client maps and the login form explains (`LoginFailureReason`
 * in @qisi/ui is these plus "network"; the site checks the two agree at compile time).
 */
export const signInErrorCodes = [
  "phone_empty",
  "phone_invalid",
  "captcha_failed",
  "code_format",
  "code_wrong",
  "code_expired",
  "sms_failed",
  "rate_limited",
] as const;
export type SignInErrorCode = (typeof signInErrorCodes)[number];

/** The file kinds Scratch costumes, backdrops and sounds come in, by extension. */
export const assetContentTypes: Readonly<Record<string, string>> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  bmp: "image/bmp",
  webp: "image/webp",
  wav: "audio/wav",
  mp3: "audio/mpeg",
  ogg: "audio/ogg",
  json: "application/json",
};

/** Issue 18: the largest C++ program the compile service takes, in UTF-8 bytes (the studio checks first). */
export const maxCppSourceBytes = 64 * 1024;
