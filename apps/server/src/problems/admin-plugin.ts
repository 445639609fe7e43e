import { ProblemImportResult, ProblemParams } from "@qisi/api/contract";
import { ProblemPackageError, readProblemZip } from "@qisi/judge";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { badRequest } from "../errors.ts";
import type { Guards } from "../http/guards.ts";
import { toProblemRecord } from "./import.ts";
import { problemMissing } from "./plugin.ts";
import type { ProblemStore } from "./store.ts";

/** A problem zip, compressed; its unpacked size is bounded by the reader (256 MB, 1000 files). */
export const maxProblemZipBytes = 32 * 1024 * 1024;

export interface ProblemAdminOptions {
  store: ProblemStore;
  guards: Guards;
}

/**
 * Operators add or replace a problem with a Hydro-layout zip (the /admin page's upload, like
 * `cli problem import`) and download one back. Everyone else gets an unknown path's 404.
 */
export const problemAdminPlugin: FastifyPluginAsyncZod<ProblemAdminOptions> = async (
  app,
  { store, guards },
) => {
  // The zip arrives as raw bytes; this plugin is its own scope, so other routes keep their JSON parser.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    "*",
    { parseAs: "buffer", bodyLimit: maxProblemZipBytes },
    (_request, body, done) => done(null, body),
  );

  app.post(
    "/admin/problems",
    {
      bodyLimit: maxProblemZipBytes,
      onRequest: guards.admin,
      schema: { response: { 200: ProblemImportResult } },
    },
    async (request) => {
      const data = request.body;
      if (!Buffer.isBuffer(data) || data.length === 0)
        throw badRequest("请选择一个题目压缩包（.zip）再上传。");
      let record: ReturnType<typeof toProblemRecord>;
      try {
        record = toProblemRecord(readProblemZip(new Uint8Array(data)), "import");
      } catch (error) {
        if (error instanceof ProblemPackageError) throw badRequest(`题目包有问题：\n${error.messageZh}`);
        // Whatever else the reader trips over is still the upload's fault, never a 500.
        throw badRequest("这不是有效的题目压缩包（Hydro 格式的 .zip）。");
      }
      await store.save([record]);
      return { imported: [record.id] };
    },
  );

  app.get(
    "/admin/problems/:problemId/package",
    { onRequest: guards.admin, schema: { params: ProblemParams } },
    async (request, reply) => {
      const zip = await store.packageOf(request.params.problemId);
      if (!zip) throw problemMissing();
      reply.header("content-disposition", `attachment; filename="${request.params.problemId}.zip"`);
      reply.header("cache-control", "no-store");
      reply.type("application/zip");
      return zip;
    },
  );
};
