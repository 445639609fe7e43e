import { createHash } from "node:crypto";
import { AssetParams, AssetSaved, assetContentTypes, maxAssetBytes } from "@qisi/api/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { badRequest, notFound } from "../errors.ts";
import type { Guards } from "../http/guards.ts";
import type { AssetStore } from "./store.ts";

export interface AssetsOptions {
  store: AssetStore;
  guards: Guards;
}

/** Scratch assets stored by content: the name is md5(bytes) + extension, checked on upload. */
export const assetsPlugin: FastifyPluginAsyncZod<AssetsOptions> = async (app, { store, guards }) => {
  // Assets arrive as raw bytes of any content type (Scratch sends image/*, audio/* or octet-stream).
  // This plugin is its own scope, so the other domains keep their JSON parser.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: maxAssetBytes }, (_request, body, done) =>
    done(null, body),
  );

  const upload = {
    bodyLimit: maxAssetBytes,
    onRequest: guards.signedIn,
    schema: { params: AssetParams, response: { 200: AssetSaved } },
  };
  const handler = async (request: { params: { md5ext: string }; body: unknown; accountId: number }) => {
    const { md5ext } = request.params;
    const data = request.body;
    if (!Buffer.isBuffer(data) || data.length === 0) throw badRequest("素材文件是空的，请重新上传。");
    const [md5, extension] = md5ext.split(".") as [string, string];
    if (createHash("md5").update(data).digest("hex") !== md5) {
      throw badRequest("素材文件和它的名字对不上，可能上传时损坏了，请重新上传。");
    }
    await store.putUpload({
      md5ext,
      contentType: assetContentTypes[extension]!,
      data,
      uploaderId: request.accountId,
    });
    return { ok: true as const, md5ext };
  };
  app.post("/assets/:md5ext", upload, handler);
  app.put("/assets/:md5ext", upload, handler);

  app.get(
    "/assets/:md5ext",
    { onRequest: guards.public, schema: { params: AssetParams } },
    async (request, reply) => {
      const row = await store.find(request.params.md5ext);
      if (!row) throw notFound("没有找到这个素材。");
      // The name is the content's hash, so the bytes behind it never change.
      reply.header("cache-control", "public, max-age=31536000, immutable");
      reply.header("x-content-type-options", "nosniff");
      if (row.contentType === "image/svg+xml")
        reply.header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'");
      reply.type(row.contentType);
      return row.data;
    },
  );
};
