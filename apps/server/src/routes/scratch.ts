import type { ScratchLibrary } from "@qisi/api/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.ts";
import { readLibrary } from "../scratch-library/library.ts";

/** The Scratch studio's library: every item's files are our `assets/{md5ext}`. */
export async function scratchRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get("/scratch/library", async (_request, reply): Promise<ScratchLibrary> => {
    // Changes only when an operator imports; a few minutes of staleness is fine and keeps reloads fast.
    reply.header("cache-control", "public, max-age=300, stale-while-revalidate=86400");
    return readLibrary(ctx.db);
  });
}
