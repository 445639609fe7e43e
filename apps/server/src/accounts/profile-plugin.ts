import {
  AccountDeletion,
  AccountProfile,
  bodyOrEmpty,
  DeletionSummary,
  OkResponse,
  ProfileUpdate,
  SmsChallenge,
} from "@qisi/api/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { maskPhone } from "../admin/views.ts";
import { clearRefreshCookie, toAccount } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import { badRequest, unauthorized } from "../errors.ts";
import type { Guards } from "../http/guards.ts";
import type { AccountDeletionStore } from "./deletion-store.ts";
import type { AccountStore } from "./store.ts";

export interface ProfileOptions {
  ctx: AppContext;
  store: AccountStore;
  deletion: AccountDeletionStore;
  guards: Guards;
}

/** The signed-in person's own profile, and deleting their account with everything in it. */
export const profilePlugin: FastifyPluginAsyncZod<ProfileOptions> = async (
  app,
  { ctx, store, deletion, guards },
) => {
  const { sessionCache } = ctx;
  // Deleting sends an SMS: as tight as sign-in.
  const authLimit = { rateLimit: { max: ctx.config.authRateLimitMax, timeWindow: 60_000 } };

  /** The account's phone, where deletion codes go; accounts are made by phone sign-in, so all have one. */
  async function phoneOf(accountId: number): Promise<string> {
    const row = await store.find(accountId);
    if (!row) throw unauthorized("这个账号已经不存在了。");
    if (!row.phone || !/^1\d{10}$/.test(row.phone)) {
      throw badRequest("这个账号没有绑定手机号，不能在网上删除，请联系客服。");
    }
    return row.phone;
  }

  app.patch(
    "/accounts/profile",
    {
      onRequest: guards.signedIn,
      // No body reads the profile as it is.
      schema: { body: bodyOrEmpty(ProfileUpdate), response: { 200: AccountProfile } },
    },
    async (request) => {
      const row = await store.updateProfile(request.accountId, request.body);
      if (!row) throw unauthorized("这个账号已经不存在了。");
      sessionCache.clear();
      return toAccount(row);
    },
  );

  app.get(
    "/accounts/me/deletion",
    { onRequest: guards.signedIn, schema: { response: { 200: DeletionSummary } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const phone = maskPhone(await phoneOf(request.accountId))!;
      return { phone, ...(await deletion.summary(request.accountId)) };
    },
  );

  // A stolen or borrowed access token must not be enough to delete a child's work: the code goes to
  // the account's own phone. No captcha: the caller is signed in, and the SMS caps still apply.
  app.post(
    "/accounts/me/deletion/code",
    { config: authLimit, onRequest: guards.signedIn, schema: { response: { 200: SmsChallenge } } },
    async (request) => ctx.smsCodes.send(await phoneOf(request.accountId), request.ip),
  );

  app.delete(
    "/accounts/me",
    {
      config: authLimit,
      onRequest: guards.signedIn,
      schema: { body: AccountDeletion, response: { 200: OkResponse } },
    },
    async (request, reply) => {
      const { challenge, answer } = request.body;
      await ctx.smsCodes.verify({ ...challenge, answer }, await phoneOf(request.accountId));
      await deletion.deleteAccount(request.accountId);
      sessionCache.clear();
      clearRefreshCookie(ctx, request, reply);
      return { ok: true as const };
    },
  );
};
