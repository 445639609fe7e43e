import {
  LiveCreated,
  LiveFound,
  LiveNumberParams,
  LiveParams,
  LiveSnapshot,
  LiveSync,
  LiveTicket,
  LiveWrite,
} from "@qisi/api/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { LiveSettings } from "../config.ts";
import type { Db } from "../db/connect.ts";
import { forbidden, HttpError, notFound } from "../errors.ts";
import type { Guards } from "../http/guards.ts";
import { SharedCounter } from "../http/shared-counter.ts";
import { hashSecret, newLiveId, newLiveNumber, newWriteSecret, secretMatches } from "./secrets.ts";
import type { LiveSnapshotRow, LiveStore } from "./store.ts";

export interface LiveOptions {
  /** Where the guess counters live, shared by every instance. */
  db: Db;
  store: LiveStore;
  guards: Guards;
  settings: LiveSettings;
}

const guessWindowMs = 10 * 60_000;
const opensPerMinute = 120;

const snapshotMissing = () => notFound("这个课堂同步已经结束或过期了，请学生重新打开 Python 创作室。");
const numberMissing = () => notFound("这个课堂同步号不对，或者已经过期了。请学生看一下屏幕上现在的同步号。");
const tooManyGuesses = (retryAfter: number) =>
  new HttpError(
    429,
    "rate_limited",
    "Too many requests.",
    "同步号输错太多次了，请稍等一会儿，再核对学生屏幕上的号码。",
    retryAfter,
  );

/**
 * Live sync (课堂同步): a Python studio opens a snapshot (`POST live`) and keeps writing its code and
 * console with the secret it got back; a teacher types the studio's short number once, which
 * leads to the snapshot's unguessable id, and then watches `GET live/{id}`.
 */
export const livePlugin: FastifyPluginAsyncZod<LiveOptions> = async (
  app,
  { db, store, guards, settings },
) => {
  const perAddress = new SharedCounter(db, "live-misses:", settings.missesPerIp, guessWindowMs);
  const perNumber = new SharedCounter(db, "live-lookups:", settings.lookupsPerNumber, guessWindowMs);
  const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

  /** The snapshot's number while it is valid, else a fresh one: a teacher can always type what the studio shows. */
  async function ticket(row: LiveSnapshotRow): Promise<LiveTicket> {
    let { number, numberExpiresAt } = row;
    for (let attempt = 0; !(number && numberExpiresAt && numberExpiresAt > new Date()); attempt++) {
      if (attempt === 5) throw new Error("no free live number after 5 draws");
      const candidate = newLiveNumber();
      const until = later(settings.numberTtl);
      if (await store.assignNumber(row.id, candidate, until)) [number, numberExpiresAt] = [candidate, until];
    }
    return {
      number,
      numberExpiresIn: Math.max(0, Math.ceil((numberExpiresAt.getTime() - Date.now()) / 1000)),
      expiresAt: row.expiresAt.toISOString(),
    };
  }

  const writer = guards.secretHolder<{ id: string }, LiveWrite>(
    async ({ id }, { secret }) => {
      const row = await store.find(id);
      if (!row) throw snapshotMissing();
      return secretMatches(secret, row.secretHash);
    },
    () => forbidden("只有打开这个创作室的电脑才能同步它的代码。"),
  );

  app.post(
    "/live",
    {
      onRequest: guards.anyone,
      // Each open keeps a row for a day: enough for a computer room of children reloading their
      // studios behind one address, not for filling the table.
      config: { rateLimit: { max: opensPerMinute, timeWindow: 60_000 } },
      schema: { body: LiveSync, response: { 201: LiveCreated } },
    },
    async (request, reply) => {
      const id = newLiveId();
      const secret = newWriteSecret();
      await store.create({
        id,
        secretHash: hashSecret(secret),
        accountId: request.accountId || null,
        snapshot: request.body,
        expiresAt: later(settings.snapshotTtl),
      });
      const row = await store.find(id);
      reply.code(201);
      return { id, secret, ...(await ticket(row!)) };
    },
  );

  app.post(
    "/live/:id",
    {
      onRequest: guards.public,
      preHandler: writer,
      schema: { params: LiveParams, body: LiveWrite, response: { 200: LiveTicket } },
    },
    async (request) => {
      const { secret: _secret, ...snapshot } = request.body;
      const row = await store.write(request.params.id, snapshot, later(settings.snapshotTtl));
      if (!row) throw snapshotMissing();
      return ticket(row);
    },
  );

  app.get(
    "/live/:id",
    { onRequest: guards.public, schema: { params: LiveParams, response: { 200: LiveSnapshot } } },
    async (request, reply) => {
      const row = await store.find(request.params.id);
      if (!row) throw snapshotMissing();
      reply.header("cache-control", "no-store");
      return {
        id: row.id,
        name: row.name,
        code: row.code,
        console: row.console,
        updatedAt: row.updatedAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
      };
    },
  );

  /**
   * Short numbers are few enough to guess, so each address may miss only so often, and each number
   * answers only so many look-ups, wherever they come from.
   */
  app.get(
    "/live/number/:number",
    { onRequest: guards.public, schema: { params: LiveNumberParams, response: { 200: LiveFound } } },
    async (request, reply) => {
      const number = String(request.params.number);
      const wait = Math.max(await perAddress.retryAfter(request.ip), await perNumber.retryAfter(number));
      if (wait > 0) throw tooManyGuesses(wait);
      await perNumber.add(number);
      const found = await store.findByNumber(request.params.number);
      if (!found) {
        await perAddress.add(request.ip);
        throw numberMissing();
      }
      reply.header("cache-control", "no-store");
      return found;
    },
  );
};
