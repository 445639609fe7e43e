import { LiveParams, LiveSnapshot, LiveSync, OkResponse } from "@qisi/api/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../errors.ts";
import type { Guards } from "../http/guards.ts";
import type { LiveStore } from "./store.ts";

export interface LiveOptions {
  store: LiveStore;
  guards: Guards;
}

/** Live sync: a Python studio posts its latest code and console; a teacher's screen reads it. */
export const livePlugin: FastifyPluginAsyncZod<LiveOptions> = async (app, { store, guards }) => {
  app.post(
    "/live/:number",
    {
      onRequest: guards.public,
      schema: { params: LiveParams, body: LiveSync, response: { 200: OkResponse } },
    },
    async (request) => {
      await store.put(request.params.number, request.body);
      return { ok: true as const };
    },
  );

  app.get(
    "/live/:number",
    { onRequest: guards.public, schema: { params: LiveParams, response: { 200: LiveSnapshot } } },
    async (request, reply) => {
      const row = await store.find(request.params.number);
      if (!row) throw notFound("这个同步编号还没有内容。");
      reply.header("cache-control", "no-store");
      return { ...row, updatedAt: row.updatedAt.toISOString() };
    },
  );
};
