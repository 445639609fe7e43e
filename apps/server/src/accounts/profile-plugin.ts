import { AccountProfile, bodyOrEmpty, OkResponse, ProfileUpdate } from "@qisi/api/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { SessionCache } from "../auth/session-cache.ts";
import { clearRefreshCookie, toAccount } from "../auth/sessions.ts";
import { unauthorized } from "../errors.ts";
import type { Guards } from "../http/guards.ts";
import type { AccountStore } from "./store.ts";

export interface ProfileOptions {
  store: AccountStore;
  sessionCache: SessionCache;
  guards: Guards;
}

/** The signed-in person's own profile, and deleting their account with everything in it. */
export const profilePlugin: FastifyPluginAsyncZod<ProfileOptions> = async (
  app,
  { store, sessionCache, guards },
) => {
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

  app.delete(
    "/accounts/me",
    { onRequest: guards.signedIn, schema: { response: { 200: OkResponse } } },
    async (request, reply) => {
      await store.delete(request.accountId);
      sessionCache.clear();
      clearRefreshCookie(request, reply);
      return { ok: true as const };
    },
  );
};
