import { AppParams, UpgradeAnswer } from "@qisi/api/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Guards } from "../http/guards.ts";
import type { OrderStore } from "./store.ts";

export interface UpgradeOptions {
  orders: OrderStore;
  guards: Guards;
}

/**
 * `GET apps/{appId}/upgrade`: what the sales page offers a learner who bought the trial (issue 26).
 * The price shown is the one `POST orders` will charge: both come from `OrderStore.trialCredits`.
 */
export const upgradePlugin: FastifyPluginAsyncZod<UpgradeOptions> = async (app, { orders, guards }) => {
  app.get(
    "/apps/:appId/upgrade",
    { onRequest: guards.signedIn, schema: { params: AppParams, response: { 200: UpgradeAnswer } } },
    async (request, reply) => {
      const { appId } = request.params;
      reply.header("cache-control", "no-store");
      const credit = (await orders.trialCredits(request.accountId, [appId])).get(appId);
      const full = credit && (await orders.fullPackageOf(appId));
      if (!credit || !full) return { offer: null };
      const creditFen = Math.min(credit.creditFen, full.priceFen);
      return {
        offer: {
          appUid: appId,
          trialTitle: credit.trialTitle,
          package_uid: full.uid,
          title: full.title,
          fullPriceFen: full.priceFen,
          creditFen,
          priceFen: full.priceFen - creditFen,
        },
      };
    },
  );
};
