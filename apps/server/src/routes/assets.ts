import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { requireAccount } from "../auth/guard.ts";
import type { AppContext } from "../context.ts";
import { assets } from "../db/schema.ts";
import { badRequest, notFound } from "../errors.ts";
import { parseInput } from "../validation.ts";

export const assetBodyLimit = 10 * 1024 * 1024;

/** The file kinds Scratch costumes, backdrops and sounds come in. */
export const assetContentTypes: Record<string, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  bmp: "image/bmp",
  webp: "image/webp",
  wav: "audio/wav",
  mp3: "audio/mpeg",
  ogg: "audio/ogg",
  json: "application/json",
};

const md5ext = z.object({
  md5ext: z
    .string()
    .toLowerCase()
    .regex(new RegExp(`^[0-9a-f]{32}\\.(${Object.keys(assetContentTypes).join("|")})$`)),
});

/** Scratch assets stored by content: the name is md5(bytes) + extension, checked on upload. */
export async function assetRoutes(app: FastifyInstance, ctx: AppContext) {
  // Assets arrive as raw bytes of any content type (Scratch sends image/*, audio/*, or octet-stream).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: assetBodyLimit }, (_request, body, done) =>
    done(null, body),
  );

  const upload = async (request: import("fastify").FastifyRequest) => {
    await requireAccount(ctx, request);
    const { md5ext: name } = parseInput(md5ext, request.params);
    const data = request.body;
    if (!Buffer.isBuffer(data) || data.length === 0) throw badRequest("素材文件是空的，请重新上传。");
    const [md5, extension] = name.split(".") as [string, string];
    if (createHash("md5").update(data).digest("hex") !== md5) {
      throw badRequest("素材文件和它的名字对不上，可能上传时损坏了，请重新上传。");
    }
    // Same name means same bytes, so a second upload has nothing to change.
    await ctx.db
      .insert(assets)
      .values({ md5ext: name, contentType: assetContentTypes[extension]!, data, size: data.length })
      .onConflictDoNothing();
    return { ok: true as const, md5ext: name };
  };

  app.post("/assets/:md5ext", { bodyLimit: assetBodyLimit }, upload);
  app.put("/assets/:md5ext", { bodyLimit: assetBodyLimit }, upload);

  app.get("/assets/:md5ext", async (request, reply) => {
    const { md5ext: name } = parseInput(md5ext, request.params);
    const [row] = await ctx.db.select().from(assets).where(eq(assets.md5ext, name));
    if (!row) throw notFound("没有找到这个素材。");
    // The name is the content's hash, so the bytes behind it never change.
    reply.header("cache-control", "public, max-age=31536000, immutable");
    reply.header("x-content-type-options", "nosniff");
    if (row.contentType === "image/svg+xml")
      reply.header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'");
    reply.type(row.contentType);
    return row.data;
  });
}
