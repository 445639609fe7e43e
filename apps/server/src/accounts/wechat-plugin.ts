import { AccountProfile, WechatState } from "@qisi/api/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { clearWechatCookie, readWechatCookie, toAccount } from "../auth/sessions.ts";
import { issueWechatState } from "../auth/wechat-state.ts";
import type { AppContext } from "../context.ts";
import { badRequest, conflict, unauthorized } from "../errors.ts";
import type { Guards } from "../http/guards.ts";
import type { AccountStore } from "./store.ts";

export interface WechatOptions {
  ctx: AppContext;
  store: AccountStore;
  guards: Guards;
}

/** The two explicit steps around WeChat: start a trip to its OAuth page, and link after a yes. */
export const wechatPlugin: FastifyPluginAsyncZod<WechatOptions> = async (app, { ctx, store, guards }) => {
  app.post(
    "/accounts/wechat/state",
    { onRequest: guards.public, schema: { response: { 200: WechatState } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { state: issueWechatState(ctx, request, reply) };
    },
  );

  // Only our page can call this: it needs the bearer token, which no other site can send for the person.
  // The WeChat is the one this browser came back with (a signed cookie), never one named in the request.
  app.post(
    "/accounts/wechat/link",
    { onRequest: guards.signedIn, schema: { response: { 200: AccountProfile } } },
    async (request, reply) => {
      const openId = readWechatCookie(ctx, request);
      if (!openId) throw badRequest("微信确认已经过期了，请在微信里重新打开页面，再绑定一次。");
      const outcome = await store.linkWechat(request.accountId, openId);
      if (outcome === "taken") {
        throw conflict(
          "这个微信已经绑定了另一个启思编程账号，不能再绑定到这里。可以用这个微信直接登录那个账号。",
        );
      }
      if (outcome === "other") throw conflict("这个账号已经绑定了另一个微信。需要更换的话，请联系客服。");
      clearWechatCookie(ctx, request, reply);
      ctx.sessionCache.clear();
      const row = await store.find(request.accountId);
      if (!row) throw unauthorized("这个账号已经不存在了。");
      return toAccount(row);
    },
  );
};
