import { ApiError, clientErrorStatus, isRecord } from "./api-error.ts";

/**
 * What people are told when the API cannot be reached at all. A lingui descriptor, extracted into the
 * catalogs like @qisi/judge's explanations, so an app with lingui shows it in the learner's language
 * (`i18n._(networkErrorText)`); without lingui, `detail` carries the Chinese.
 */
export const networkErrorText = /*i18n*/ {
  id: "api.network-error",
  message: "无法连接到启思编程服务器，请检查网站配置",
};

const networkErrorBrand = Symbol.for("@qisi/api/ApiNetworkError");

/**
 * The call got no HTTP answer: the server is down or unreachable, the browser is offline, or — what a
 * partner site meets first — the API refused the page's origin (CORS: the browser hides the answer
 * and fetch throws a bare TypeError, indistinguishable from an outage). Status 600, like every
 * answerless failure; `offline` says the browser knew it had no network, so an app can tell "check
 * your wifi" from "check the site's setup".
 */
export class ApiNetworkError extends ApiError {
  override name = "ApiNetworkError";
  override readonly detail: string = networkErrorText.message;
  readonly offline: boolean;
  readonly [networkErrorBrand] = true;

  constructor(init: { url: string; cause: unknown; offline?: boolean }) {
    super({
      status: clientErrorStatus.network,
      // For the developer reading the console: the usual cause on a partner site is the last one.
      message: `No answer from ${init.url}: offline, the server is unreachable, or the API refused this origin (CORS_ORIGINS).`,
      url: init.url,
      cause: init.cause,
    });
    Object.setPrototypeOf(this, new.target.prototype);
    this.offline = init.offline ?? browserOffline();
  }

  /** Brand check, so errors from another copy of @qisi/api still match. */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return isRecord(value) && value[networkErrorBrand] === true;
  }
}

export function isNetworkError(value: unknown): value is ApiNetworkError {
  return value instanceof ApiNetworkError;
}

/** `navigator.onLine` is false only when the browser knows it has no network; Node has no navigator. */
function browserOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}
