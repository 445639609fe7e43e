import { DiagAnswer, DiagParams, DiagStatusQuery, ErrorBody } from "@qisi/api/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { isAdmin } from "../auth/roles.ts";
import type { Db } from "../db/connect.ts";
import { forbidden } from "../errors.ts";
import type { Guards } from "../http/guards.ts";

/** Long enough to exercise client timeouts (5 s), short enough not to tie up the server. */
export const maxDiagDelayMs = 10_000;

export interface DiagOptions {
  guards: Guards;
  db: Db;
  /** In production a stranger may not make the server fail or wait (see below). */
  production: boolean;
}

/**
 * Answers with the asked-for status, after an optional delay: for testing the client's error
 * handling (SPEC §7; the /tests/api page and the client's tests). In production, server errors
 * (5xx) and delays are for admins only: from anyone else they are a way to hold connections for
 * 10 s each and fill the error logs and alerts with 500s nothing went wrong for (issue 38). The
 * statuses a page handles (2xx, 4xx) stay open to all, at once.
 */
export const diagPlugin: FastifyPluginAsyncZod<DiagOptions> = async (app, { guards, db, production }) => {
  app.get(
    "/diag/status/:code",
    {
      onRequest: guards.anyone,
      schema: {
        params: DiagParams,
        querystring: DiagStatusQuery,
        response: { "2xx": DiagAnswer, "3xx": DiagAnswer, "4xx": ErrorBody, "5xx": ErrorBody },
      },
    },
    async (request, reply) => {
      const { code } = request.params;
      const { message, delay = 0 } = request.query;
      if (production && (code >= 500 || delay > 0) && !(await isAdmin(db, request.accountId)))
        throw forbidden("正式环境里，只有管理员能让服务器故意出错（5xx）或晚一点回答（delay）。");
      const wait = Math.min(delay, maxDiagDelayMs);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      reply.header("cache-control", "no-store");
      const text = message ?? `Status ${code}.`;
      if (code >= 400)
        return reply.code(code).send({ message: text, detail: message ?? `测试用的状态码 ${code}。` });
      return reply.code(code).send({ status: code, message: text, delay: wait });
    },
  );
};
