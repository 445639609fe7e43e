import { CppCompileRequest, CppCompileResult, CppModuleParams } from "@qisi/api/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../errors.ts";
import type { Guards } from "../http/guards.ts";
import { immutableCache } from "../static-site.ts";
import type { CppCompileService } from "./compile-service.ts";
import { checkSourceText } from "./source-text.ts";
import type { CppModuleStore } from "./store.ts";

export interface CppOptions {
  service: CppCompileService;
  store: CppModuleStore;
  guards: Guards;
}

/** Compiles per minute per account: Run presses are a few a minute; a script is not a child. */
const compilesPerMinute = 60;

/**
 * The C++ studio's compile service (issues 18 and 19): `POST cpp/compile` turns a program into a
 * WebAssembly module named by its content, which `GET cpp/modules/{id}` serves for ever.
 */
export const cppPlugin: FastifyPluginAsyncZod<CppOptions> = async (app, { service, store, guards }) => {
  app.post(
    "/cpp/compile",
    {
      onRequest: guards.signedIn,
      config: { rateLimit: { max: compilesPerMinute, timeWindow: 60_000 } },
      // 64 KB of source is at most ~400 KB of JSON even with every character escaped.
      bodyLimit: 512 * 1024,
      schema: { body: CppCompileRequest, response: { 200: CppCompileResult } },
    },
    async (request) => {
      const { source, std } = request.body;
      checkSourceText(source);
      return service.compile(request.accountId, source, std);
    },
  );

  app.get(
    "/cpp/modules/:id",
    { onRequest: guards.public, schema: { params: CppModuleParams } },
    async (request, reply) => {
      const row = await store.find(request.params.id.slice(0, -".wasm".length));
      if (!row) throw notFound("没有找到这个编译好的程序，请再点一次“运行”。");
      // The name is the hash of what made the bytes, so they never change under it.
      reply.header("cache-control", immutableCache);
      reply.header("x-content-type-options", "nosniff");
      reply.type("application/wasm");
      return row.wasm;
    },
  );
};
