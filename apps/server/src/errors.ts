import type { ErrorBody, ErrorCode } from "@qisi/api/contract";

/** An error that becomes the contract's error body: `message` for programs, `detail` in Chinese for people. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly detail: string;
  readonly retryAfter: number | undefined;

  constructor(status: number, code: ErrorCode, message: string, detail: string, retryAfter?: number) {
    super(message);
    this.status = status;
    this.code = code;
    this.detail = detail;
    this.retryAfter = retryAfter;
  }

  /**
   * Keys in the order of every other error body (notFoundBody, the framework's errors): an admin
   * route's 404 must be byte for byte an unknown path's, or the difference reveals the route.
   */
  toBody(): ErrorBody {
    const body: ErrorBody = { message: this.message, code: this.code, detail: this.detail };
    if (this.retryAfter !== undefined) body.retryAfter = this.retryAfter;
    return body;
  }
}

export const badRequest = (detail: string) => new HttpError(400, "bad_request", "Bad request.", detail);
export const unauthorized = (detail = "请先登录后再继续。") =>
  new HttpError(401, "unauthorized", "Unauthorized.", detail);
export const tokenExpired = () =>
  new HttpError(401, "token_expired", "Token expired.", "登录已过期，正在为你重新登录。");
export const forbidden = (detail = "这不是你的内容，不能查看或修改哦。") =>
  new HttpError(403, "forbidden", "Forbidden.", detail);
/** Signed in, but the content is part of a course this account has not bought. */
export const notEntitled = (detail = "这节课属于付费课程，购买课程后就能学习啦。") =>
  new HttpError(403, "not_entitled", "Not entitled.", detail);
export const notFound = (detail = "没有找到你要的内容。") =>
  new HttpError(404, "not_found", "Not found.", detail);
export const conflict = (detail: string) => new HttpError(409, "conflict", "Conflict.", detail);
/**
 * A lesson still being written (issue 37): listed in the outline as "这节课正在编写中", never opened,
 * answered or finished (unless the server previews drafts, CONTENT_PREVIEW_DRAFTS=1).
 */
export const lessonDraft = () =>
  new HttpError(
    409,
    "lesson_draft",
    "This lesson is still being written.",
    "这节课正在编写中，写好了就能学啦。",
  );

/**
 * A package not on sale (issue 39): a lesson it sells is still being written, so its course is
 * 即将开课. Ordering it, or paying an order placed before it went off sale, is refused.
 */
export const notOnSale = (titles: string[]) =>
  new HttpError(
    409,
    "not_on_sale",
    "Not on sale.",
    `${titles.map((title) => `“${title}”`).join("、")}还有课在编写中，暂时不能报名。可以在课程页点“开课时提醒我”，开课时我们发短信告诉你。`,
  );

/** The one 429: the API-wide limiter and every per-route limit answer with this body. */
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    "rate_limited",
    "Too many requests.",
    "操作太频繁了，请稍等一会儿再试。",
    Math.max(1, Math.ceil(retryAfterSeconds)),
  );
