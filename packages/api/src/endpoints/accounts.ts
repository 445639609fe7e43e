import type {
  Account,
  AccountDeletion,
  CaptchaChallenge,
  CaptchaSolution,
  DeletionSummary,
  LoginChallenge,
  OkResponse,
  ProfileUpdate,
  SessionQuery,
  SessionResponse,
  SmsChallenge,
  WechatState,
} from "../contract/index.ts";
import { encodeBase64Json } from "../encoding/base64-json.ts";
import { loggedOutSession } from "../session/session-store.ts";
import type { EndpointContext } from "./endpoint-context.ts";

const accountFields = ["id", "name", "nickname", "avatar", "wxopenId", "locale"] as const;

export function accountEndpoints(context: EndpointContext) {
  const { request, session } = context;
  return {
    /**
     * `GET accounts/session`: the current session (a visitor gets id 0), stored as the client's session.
     * SPEC §7: a failure is only logged as a warning; the answer is then `loggedOutSession` itself (so
     * a caller can tell a failure from a visitor's session, which is a new object from the server) and
     * the stored one is left as it was. Never cached, never throws.
     */
    async fetchSession(query: SessionQuery = {}): Promise<SessionResponse> {
      try {
        const next = await request<SessionResponse>({
          method: "GET",
          path: "accounts/session",
          query: { wxcode: query.wxcode, state: query.state, wxopenId: query.wxopenId, to: query.to },
          cache: false,
        });
        session.set(next);
        return next;
      } catch (error) {
        context.logger.warn("[@qisi/api] session fetch failed", error);
        return loggedOutSession;
      }
    },

    /**
     * `POST accounts/wechat/state`: the random `state` for one trip to WeChat's OAuth page. The server
     * remembers it for this browser; the code WeChat sends back counts only with it, once.
     */
    startWechatTrip: () => request<WechatState>({ method: "POST", path: "accounts/wechat/state" }),

    /**
     * `POST accounts/wechat/link`: links the WeChat this browser came back with (the session said
     * `wechatToLink`) after the person said yes. Refused with 409 when another account holds it.
     */
    async linkWechat(): Promise<Account> {
      const account = await request<Account>({ method: "POST", path: "accounts/wechat/link" });
      session.set({ ...session.get(), ...pickAccountFields(account), wechatToLink: false });
      return account;
    },

    /** Forgets the offer to link a WeChat in this client (the person said no). */
    declineWechatLink(): void {
      session.set({ ...session.get(), wechatToLink: false });
    },

    /** `GET accounts/chal`: a fresh proof-of-work captcha. Single-use, so never cached. */
    getCaptchaChallenge: () =>
      request<CaptchaChallenge>({ method: "GET", path: "accounts/chal", cache: false }),

    /** `POST accounts/chal/sms`: sends the code; the solved captcha rides as base64(JSON) bearer (SPEC §7). */
    requestSmsCode: (phone: string, solution: CaptchaSolution) =>
      request<SmsChallenge>({
        method: "POST",
        path: "accounts/chal/sms",
        json: { phone },
        bearer: encodeBase64Json(solution),
        // Repeated after a timeout, the server answers from the first attempt: one SMS, one captcha.
        idempotent: true,
      }),

    /**
     * `POST accounts/login_signup`: the SMS challenge plus `answer` (the 6-digit code) as base64(JSON)
     * bearer (SPEC §7). Unknown numbers are registered. The answer becomes the client's session.
     */
    async loginSignup(phone: string, challenge: SmsChallenge, answer: string): Promise<SessionResponse> {
      const proof: LoginChallenge = { ...challenge, answer };
      const next = await request<SessionResponse>({
        method: "POST",
        path: "accounts/login_signup",
        json: { phone },
        bearer: encodeBase64Json(proof),
      });
      session.set(next);
      return next;
    },

    /** `POST accounts/logout`. The local session is cleared even if the server could not be reached. */
    async logout(): Promise<void> {
      try {
        await request<OkResponse>({ method: "POST", path: "accounts/logout", responseType: "none" });
      } finally {
        session.clear();
      }
    },

    /** `PATCH accounts/profile`; the answered account fields are merged into the session. */
    async updateProfile(update: ProfileUpdate): Promise<Account> {
      const account = await request<Account>({ method: "PATCH", path: "accounts/profile", json: update });
      session.set({ ...session.get(), ...pickAccountFields(account) });
      return account;
    },

    /** `GET accounts/me/deletion`: what deleting the account removes and keeps, shown before confirming. */
    deletionSummary: () =>
      request<DeletionSummary>({ method: "GET", path: "accounts/me/deletion", cache: false }),

    /** `POST accounts/me/deletion/code`: sends a confirmation code to the account's own phone. */
    requestDeletionCode: () => request<SmsChallenge>({ method: "POST", path: "accounts/me/deletion/code" }),

    /**
     * `DELETE accounts/me`: deletes the account for good and signs out. Needs the challenge from
     * `requestDeletionCode` and the 6-digit code the phone received.
     */
    async deleteAccount(challenge: SmsChallenge, answer: string): Promise<void> {
      const confirmation: AccountDeletion = { challenge, answer };
      await request<OkResponse>({
        method: "DELETE",
        path: "accounts/me",
        json: confirmation,
        responseType: "none",
      });
      session.clear();
    },
  };
}

function pickAccountFields(answer: unknown): Partial<SessionResponse> {
  if (typeof answer !== "object" || answer === null) return {};
  const source = answer as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const field of accountFields) if (field in source) picked[field] = source[field];
  return picked as Partial<SessionResponse>;
}
