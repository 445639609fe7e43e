import { DevGrantBody, OkResponse } from "@qisi/api/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../errors.ts";
import type { Guards } from "../http/guards.ts";
import type { EntitlementStore } from "./entitlement-store.ts";

/**
 * Development and tests only, beside the payment sandbox (which already hands out any course on sale
 * without money): `POST dev/grants` gives the caller a whole course, also one not on sale (issue 39),
 * as an earlier buyer holds it. app.ts never registers it in production or with real payments.
 */
export const devGrantPlugin: FastifyPluginAsyncZod<{
  entitlements: EntitlementStore;
  guards: Guards;
}> = async (app, { entitlements, guards }) => {
  app.post(
    "/dev/grants",
    { onRequest: guards.signedIn, schema: { body: DevGrantBody, response: { 200: OkResponse } } },
    async (request) => {
      if (!(await entitlements.grantForDevelopment(request.accountId, request.body.app))) {
        throw notFound("没有找到这门课程。");
      }
      return { ok: true as const };
    },
  );
};
