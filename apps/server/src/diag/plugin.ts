import { DiagAnswer, DiagParams, DiagStatusQuery, ErrorBody } from "@qisi/api/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Guards } from "../http/guards.ts";

/** Long enough to exercise client timeouts (5 s), short enough not to tie up the server. */
export const maxDiagDelayMs = 10_000;

/** Answers with the asked-for status, after an optional delay: for testing the client's error handling. */
export const diagPlugin: FastifyPluginAsyncZod<{ guards: Guards }> = async (app, { guards }) => {
  app.get(
    "/diag/status/:code",
    {
      onRequest: guards.public,
      schema: {
        params: DiagParams,
        querystring: DiagStatusQuery,
        response: { "2xx": DiagAnswer, "3xx": DiagAnswer, "4xx": ErrorBody, "5xx": ErrorBody },
      },
    },
    async (request, reply) => {
      const { code } = request.params;
      const { message, delay = 0 } = request.query;
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
