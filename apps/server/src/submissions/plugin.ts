import {
  maxSourceBytes,
  ProblemParams,
  Submission,
  SubmissionCreate,
  SubmissionCreated,
  SubmissionPage,
  SubmissionPageQuery,
  SubmissionParams,
} from "@qisi/api/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { Db } from "../db/connect.ts";
import { HttpError, notFound } from "../errors.ts";
import type { Guards } from "../http/guards.ts";
import type { QueuedSubmission } from "../judging/enqueue-submission.ts";
import { problemMissing } from "../problems/plugin.ts";
import type { ProblemStore } from "../problems/store.ts";
import { decodeSubmissionCursor, encodeSubmissionCursor } from "./cursor.ts";
import type { SubmissionStore } from "./store.ts";
import { toSubmission, toSubmissionSummary } from "./views.ts";

export interface SubmissionsOptions {
  store: SubmissionStore;
  problems: ProblemStore;
  guards: Guards;
  /** Puts the submission on the queue, inside the transaction that stores it (may refuse: queue full). */
  enqueue: (tx: Db, submission: QueuedSubmission) => Promise<void>;
  /** Submissions one account may have waiting or being judged at once. */
  maxPending: number;
}

const submissionMissing = () => notFound("没有找到这次提交。");

const stillJudging = () =>
  new HttpError(
    429,
    "rate_limited",
    "A submission is still being judged.",
    "上一次提交还在评测中，等它出结果再提交吧。",
    3,
  );

/** Submitting (signed in), the submission's progress and verdict (its owner, or an admin), and my list. */
export const submissionsPlugin: FastifyPluginAsyncZod<SubmissionsOptions> = async (
  app,
  { store, problems, guards, enqueue, maxPending },
) => {
  const owner = guards.owner<z.infer<typeof SubmissionParams>>(
    ({ id }) => store.ownerOf(id),
    submissionMissing,
    {
      admins: true,
    },
  );

  app.post(
    "/problems/:problemId/submissions",
    {
      onRequest: guards.signedIn,
      // 64 KB of source, which JSON escaping can at most multiply by six.
      bodyLimit: 6 * maxSourceBytes + 1024,
      schema: { params: ProblemParams, body: SubmissionCreate, response: { 202: SubmissionCreated } },
    },
    async (request, reply) => {
      const { problemId } = request.params;
      const { language, source } = request.body;
      if (Buffer.byteLength(source, "utf8") > maxSourceBytes) {
        throw new HttpError(413, "payload_too_large", "Source too large.", "代码太长啦，最多 64 KB。");
      }
      if (!(await problems.exists(problemId))) throw problemMissing();
      const id = await store.create(request.accountId, { problemId, language, source }, maxPending, enqueue);
      if (id === null) throw stillJudging();
      reply.code(202);
      return { id };
    },
  );

  app.get(
    "/submissions/mine",
    {
      onRequest: guards.signedIn,
      schema: { querystring: SubmissionPageQuery, response: { 200: SubmissionPage } },
    },
    async (request) => {
      const limit = request.query.limit ?? 20;
      const rows = await store.page(request.accountId, {
        until: request.query.until ? decodeSubmissionCursor(request.query.until) : null,
        limit,
        ...(request.query.problem ? { problemId: request.query.problem } : {}),
      });
      const items = rows.slice(0, limit);
      const last = items.at(-1);
      return {
        items: items.map(toSubmissionSummary),
        next: rows.length > limit && last ? encodeSubmissionCursor(last) : null,
      };
    },
  );

  app.get(
    "/submissions/:id",
    {
      onRequest: guards.signedIn,
      preHandler: owner,
      schema: { params: SubmissionParams, response: { 200: Submission } },
    },
    async (request, reply) => {
      const row = await store.find(request.params.id);
      if (!row) throw submissionMissing();
      // Polled while judging: never from a cache.
      reply.header("cache-control", "no-store");
      return toSubmission(row);
    },
  );
};
