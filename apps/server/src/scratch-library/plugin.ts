import { ScratchLibrary } from "@qisi/api/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../db/connect.ts";
import type { Guards } from "../http/guards.ts";
import { readLibrary } from "./library.ts";

/** The Scratch studio's library: every item's files are our `assets/{md5ext}`. */
export const scratchLibraryPlugin: FastifyPluginAsyncZod<{ db: Db; guards: Guards }> = async (
  app,
  { db, guards },
) => {
  app.get(
    "/scratch/library",
    { onRequest: guards.public, schema: { response: { 200: ScratchLibrary } } },
    async (_request, reply) => {
      // Changes only when an operator imports; a few minutes of staleness is fine and keeps reloads fast.
      reply.header("cache-control", "public, max-age=300, stale-while-revalidate=86400");
      return readLibrary(db);
    },
  );
};
