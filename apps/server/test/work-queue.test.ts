import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../src/db/connect.ts";
import { accounts, type WorkLane, type WorkResource } from "../src/db/schema.ts";
import { type ClaimedJob, WorkQueue } from "../src/judging/work-queue.ts";
import { backends, freshPglite, freshPostgresDatabase } from "./support/test-server.ts";

/**
 * The one queue's rules (issue 38), on each database: one running job per account even when
 * several workers claim at the same instant, accounts taking turns, lesson checks before judge
 * submissions, its bounds, and a dead worker's job run again or given up. Real SQL, real tables.
 */
describe.each(backends)("the work queue on %s", (backend) => {
  /** Postgres: two pools, as two processes would have; PGlite has one connection by nature. */
  let databases: Database[];
  let queue: WorkQueue;
  const bounds = { queueMax: 50, checksWaitingPerAccount: 3 };
  let refId = 0;

  beforeAll(async () => {
    if (backend === "pglite") {
      databases = [await freshPglite()];
    } else {
      const url = await freshPostgresDatabase();
      databases = [
        await openDatabase({ databaseUrl: url, dataDir: null }),
        await openDatabase({ databaseUrl: url, dataDir: null }),
      ];
    }
    queue = new WorkQueue(databases[0]!.db, bounds);
  }, 120_000);
  afterAll(async () => {
    for (const database of databases ?? []) await database.close();
  });

  const db = () => databases[0]!.db;
  const newAccounts = async (n: number) =>
    (
      await db()
        .insert(accounts)
        .values(Array.from({ length: n }, () => ({ phone: `199${String(Math.random()).slice(2, 10)}` })))
        .returning({ id: accounts.id })
    ).map((row) => row.id);
  const add = (accountId: number, lane: WorkLane = 0, resource: WorkResource = "python") =>
    db().transaction(async (tx) => {
      const job = { accountId, lane, resource, task: "attempt" as const, refId: ++refId };
      await queue.add(tx as never, job);
      return job.refId;
    });
  const finish = (job: ClaimedJob) => db().transaction((tx) => queue.finish(tx as never, job));
  const clear = () => db().execute(sql`DELETE FROM work_jobs`);

  it("lets each account run one job at a time, however many workers claim at once", async () => {
    await clear();
    const ids = await newAccounts(4);
    for (const id of ids) for (let i = 0; i < 6; i += 1) await add(id);
    const queues = databases.map((database) => new WorkQueue(database.db, bounds));
    const running = new Map<number, number>();
    let most = 0;
    let done = 0;
    const worker = async (n: number) => {
      const mine = queues[n % queues.length]!;
      for (let idle = 0; idle < 20; ) {
        const job = await mine.claim(`w${n}`, ["python"], 30);
        if (!job) {
          idle += 1;
          await new Promise((resolve) => setTimeout(resolve, 5));
          continue;
        }
        idle = 0;
        running.set(job.accountId, (running.get(job.accountId) ?? 0) + 1);
        most = Math.max(most, running.get(job.accountId)!);
        await new Promise((resolve) => setTimeout(resolve, 2));
        running.set(job.accountId, running.get(job.accountId)! - 1);
        await databases[n % databases.length]!.db.transaction((tx) => mine.finish(tx as never, job));
        done += 1;
      }
    };
    await Promise.all(Array.from({ length: 8 }, (_, n) => worker(n)));
    expect(done).toBe(24);
    expect(most).toBe(1);
  }, 60_000);

  it("takes turns: an account's next job goes behind the accounts that waited while its last one ran", async () => {
    await clear();
    const [a, b, c] = (await newAccounts(3)) as [number, number, number];
    for (let i = 0; i < 3; i += 1) await add(a);
    await add(b);
    await add(c);
    const order: number[] = [];
    for (;;) {
      const job = await queue.claim("one", ["python"], 30);
      if (!job) break;
      order.push(job.accountId);
      await finish(job);
    }
    expect(order).toEqual([a, b, c, a, a]);
  });

  it("marks the next jobs of an account whose job ran long as heavy, and claims them only when asked to", async () => {
    await clear();
    const [slow, quick] = (await newAccounts(2)) as [number, number];
    await add(slow);
    await add(slow);
    const long = await queue.claim("one", ["python"], 30);
    expect(long).toMatchObject({ accountId: slow, heavy: false });
    // It ran for ten seconds (an endless loop stopped at its limit).
    await db().execute(
      sql`UPDATE work_jobs SET started_at = now() - interval '10 seconds' WHERE id = ${long!.id}`,
    );
    await finish(long!);
    await add(quick);
    expect(await queue.claim("busy with heavy ones", ["python"], 30, { heavy: false })).toMatchObject({
      accountId: quick,
      heavy: false,
    });
    expect(await queue.claim("busy with heavy ones", ["python"], 30, { heavy: false })).toBeNull();
    expect(await queue.claim("room for one", ["python"], 30)).toMatchObject({ accountId: slow, heavy: true });
  });

  it("takes every lesson check before any judge submission, and an account's own check before its submission", async () => {
    await clear();
    const [a, b] = (await newAccounts(2)) as [number, number];
    await add(a, 1, "cpp");
    await add(b, 1, "cpp");
    await add(a, 0, "cpp");
    const first = await queue.claim("one", ["cpp"], 30);
    expect(first).toMatchObject({ accountId: a, lane: 0 });
    // a has a job running: b's submission is next, not a's.
    const second = await queue.claim("two", ["cpp"], 30);
    expect(second).toMatchObject({ accountId: b, lane: 1 });
    await finish(first!);
    await finish(second!);
    expect(await queue.claim("one", ["cpp"], 30)).toMatchObject({ accountId: a, lane: 1 });
  });

  it("claims only what a free slot can run, and keeps each account's jobs in order", async () => {
    await clear();
    const [a] = (await newAccounts(1)) as [number];
    await add(a, 0, "scratch");
    await add(a, 0, "python");
    // The account's first job is a Scratch check: its Python check waits behind it.
    expect(await queue.claim("python only", ["python"], 30)).toBeNull();
    const scratch = await queue.claim("any", ["python", "scratch"], 30);
    expect(scratch).toMatchObject({ resource: "scratch" });
  });

  it("refuses past its bounds: the whole queue, and one account's waiting checks", async () => {
    await clear();
    const small = new WorkQueue(db(), { queueMax: 3, checksWaitingPerAccount: 2 });
    const [a, b] = (await newAccounts(2)) as [number, number];
    const admit = (accountId: number, lane: WorkLane) =>
      db().transaction((tx) => small.admit(tx as never, accountId, lane));
    await add(a);
    await add(a);
    expect(await admit(a, 0)).toBe("account-waiting");
    // Its submissions are counted by the submissions' own limit, not this one.
    expect(await admit(a, 1)).toBeNull();
    await add(b);
    expect(await admit(b, 0)).toBe("queue-full");
    expect(await admit(b, 1)).toBe("queue-full");
  });

  it("runs a dead worker's job again while it has runs left, then gives it to whoever looks", async () => {
    await clear();
    const [a] = (await newAccounts(1)) as [number];
    await add(a);
    const expire = () => db().execute(sql`UPDATE work_jobs SET lease_until = now() - interval '1 second'`);
    const first = await queue.claim("dies", ["python"], 30);
    expect(first?.tries).toBe(1);
    await expire();
    expect(await queue.reap(1, 30)).toEqual([]);
    // The dead worker's hold is gone: its late result cannot be recorded.
    expect(await finish(first!)).toBe(false);
    const second = await queue.claim("dies too", ["python"], 30);
    expect(second?.tries).toBe(2);
    await expire();
    const givenUp = await queue.reap(1, 30);
    expect(givenUp).toHaveLength(1);
    expect(givenUp[0]).toMatchObject({ accountId: a, tries: 2 });
    expect(await finish(givenUp[0]!)).toBe(true);
    expect(await queue.waiting()).toBe(0);
  });
});
