import { Problem, ProblemList, ProblemParams } from "@qisi/api/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../errors.ts";
import type { Guards } from "../http/guards.ts";
import type { ProblemStore } from "./store.ts";

export interface ProblemsOptions {
  store: ProblemStore;
  guards: Guards;
}

export const problemMissing = () => notFound("没有找到这道题，它可能已经下架了。");

/**
 * Problem statements are public (anyone may read and practise in their head); a signed-in learner
 * also sees which problems they solved or tried. Hidden tests are never selected here.
 */
export const problemsPlugin: FastifyPluginAsyncZod<ProblemsOptions> = async (app, { store, guards }) => {
  app.get(
    "/problems",
    { onRequest: guards.anyone, schema: { response: { 200: ProblemList } } },
    async (request) => {
      const [rows, marks] = await Promise.all([store.list(), store.marks(request.accountId)]);
      return { items: rows.map((row) => ({ ...row, mark: marks.get(row.id) ?? null })) };
    },
  );

  app.get(
    "/problems/:problemId",
    { onRequest: guards.anyone, schema: { params: ProblemParams, response: { 200: Problem } } },
    async (request) => {
      const id = request.params.problemId;
      const row = await store.find(id);
      if (!row) throw problemMissing();
      const marks = await store.marks(request.accountId, [id]);
      return {
        id: row.id,
        title: row.title,
        level: row.level,
        tags: row.tags,
        mark: marks.get(id) ?? null,
        statement: row.statement,
        timeLimitMs: row.timeLimitMs,
        memoryLimitMb: row.memoryLimitMb,
        samples: row.samples,
        testCount: row.testCount,
      };
    },
  );
};
