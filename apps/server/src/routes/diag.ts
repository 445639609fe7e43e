import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../context.ts";
import { parseInput } from "../validation.ts";

/** Long enough to exercise client timeouts (5 s), short enough not to tie up the server. */
export const maxDiagDelayMs = 10_000;

const diagParam = z.object({ code: z.coerce.number().int().min(200).max(599) });
const diagQuery = z.object({
  message: z.string().max(500).optional(),
  delay: z.coerce.number().int().min(0).optional(),
});

/** Answers with the asked-for status, after an optional delay: for testing the client's error handling. */
export async function diagRoutes(app: FastifyInstance, _ctx: AppContext) {
  app.get("/diag/status/:code", async (request, reply) => {
    const { code } = parseInput(diagParam, request.params);
    const { message, delay = 0 } = parseInput(diagQuery, request.query);
    const wait = Math.min(delay, maxDiagDelayMs);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    reply.header("cache-control", "no-store");
    const text = message ?? `Status ${code}.`;
    if (code >= 400)
      return reply.code(code).send({ message: text, detail: message ?? `测试用的状态码 ${code}。` });
    return reply.code(code).send({ status: code, message: text, delay: wait });
  });
}
