import { Redirect, RedirectParams } from "@qisi/api/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../errors.ts";
import type { Guards } from "../http/guards.ts";
import type { RedirectStore } from "./store.ts";

/** Short links: the site's /r/{id} page asks where to go (the server also answers /r/{id} itself). */
export const redirectsPlugin: FastifyPluginAsyncZod<{ store: RedirectStore; guards: Guards }> = async (
  app,
  { store, guards },
) => {
  app.get(
    "/r/:id",
    { onRequest: guards.public, schema: { params: RedirectParams, response: { 200: Redirect } } },
    async (request) => {
      const redirect = await store.find(request.params.id);
      if (!redirect) throw notFound("这个短链接不存在或已经失效了。");
      return redirect;
    },
  );
};
