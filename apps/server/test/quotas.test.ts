import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AssetStore } from "../src/assets/store.ts";
import { assets, liveSnapshots, projectAssets } from "../src/db/schema.ts";
import { LiveStore } from "../src/live/store.ts";
import { runCleanup, startCleanupTimer } from "../src/maintenance/cleanup.ts";
import { call, newPhone, type SignedIn, signIn } from "./support/client.ts";
import { backends, startTestServer, type TestServer } from "./support/test-server.ts";

const md5 = (data: Uint8Array) => createHash("md5").update(data).digest("hex");

/** A Scratch project.json whose stage wears the given files as costumes. */
const scratchBody = (...names: string[]) =>
  JSON.stringify({
    targets: [{ isStage: true, costumes: names.map((md5ext) => ({ md5ext })), sounds: [] }],
  });

/** Issue 16 finding 17: one account could store without limit, and nothing was ever cleaned up. */
describe.each(backends)("quotas and cleanup on %s", (backend) => {
  let server: TestServer;
  let base: string;
  let alice: SignedIn;
  let bob: SignedIn;
  beforeAll(async () => {
    server = await startTestServer(backend, {
      MAX_PROJECTS_PER_ACCOUNT: "3",
      MAX_PROJECT_CHARS: "2000",
      MAX_ASSETS_PER_PROJECT: "2",
      CLEANUP_INTERVAL: "0",
    });
    base = server.url;
    alice = await signIn(base, newPhone());
    bob = await signIn(base, newPhone());
  });
  afterAll(() => server.close());

  const create = (who: SignedIn, body: Record<string, unknown> = {}) =>
    call(base, "/projects", { token: who.token, body: { kind: "python", title: "作品", body: "", ...body } });
  const upload = async (who: SignedIn, text: string) => {
    const data = Buffer.from(text);
    const name = `${md5(data)}.svg`;
    const reply = await call(base, `/assets/${name}`, {
      token: who.token,
      raw: new Uint8Array(data),
      headers: { "content-type": "image/svg+xml" },
    });
    expect(reply.status).toBe(200);
    return name;
  };
  /** Makes an asset look as old as the grace period allows deleting. */
  const age = (name: string) =>
    server.ctx.db
      .update(assets)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(eq(assets.md5ext, name));
  const exists = async (name: string) =>
    (await server.ctx.db.select().from(assets).where(eq(assets.md5ext, name))).length === 1;

  it("caps the projects of one account: new, copies and remixes alike", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await create(alice)).body.id);
    const refused = await create(alice);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("quota_exceeded");
    expect(refused.body.detail).toContain("作品太多啦");
    expect(
      (await call(base, `/projects/${ids[0]}/copy`, { method: "POST", token: alice.token })).status,
    ).toBe(403);
    const shared = (await create(bob)).body.id;
    await call(base, `/projects/${shared}`, { method: "PATCH", token: bob.token, body: { shared: true } });
    const remix = await call(base, "/projects/remix", { token: alice.token, body: { projectId: shared } });
    expect(remix.body.code).toBe("quota_exceeded");
    await call(base, `/projects/${ids[0]}`, { method: "DELETE", token: alice.token });
    expect((await create(alice)).status).toBe(201);
  });

  it("caps the size of a project, on create and on save", async () => {
    const big = await create(bob, { body: "x".repeat(2001) });
    expect(big.status).toBe(413);
    expect(big.body.detail).toContain("作品太大啦");
    const project = (await create(bob, { body: "print(1)" })).body;
    const save = await call(base, `/projects/${project.id}`, {
      method: "PUT",
      token: bob.token,
      body: { body: "x".repeat(2001), version: project.version },
    });
    expect(save.status).toBe(413);
    expect(save.body.code).toBe("payload_too_large");
  });

  it("caps the costumes and sounds of one Scratch project", async () => {
    const [a, b, c] = ["a", "b", "c"].map((x) => `${md5(Buffer.from(x))}.svg`);
    const crowded = await create(bob, { kind: "scratch", body: scratchBody(a!, b!, c!) });
    expect(crowded.status).toBe(403);
    expect(crowded.body.detail).toContain("造型和声音太多啦");
    const fine = await create(bob, { kind: "scratch", body: scratchBody(a!, b!) });
    expect(fine.status).toBe(201);
    const named = await server.ctx.db
      .select({ md5ext: projectAssets.md5ext })
      .from(projectAssets)
      .where(eq(projectAssets.projectId, fine.body.id));
    expect(named.map((row) => row.md5ext).sort()).toEqual([a, b].sort());
  });

  it("cleans up expired snapshots and uploads no project names, and keeps the rest", async () => {
    // Each test signs in its own people: the others used up their three projects.
    const dave = await signIn(base, newPhone());
    const live = new LiveStore(server.ctx.db);
    const stores = { live, assets: new AssetStore(server.ctx.db) };
    const past = new Date(Date.now() - 1000);
    const sync = { name: "小明", code: "print(1)", console: "" };
    await live.create({
      id: "expired-snapshot-00001",
      secretHash: "x",
      accountId: null,
      snapshot: sync,
      expiresAt: past,
    });
    const later = new Date(Date.now() + 3600_000);
    await live.create({
      id: "current-snapshot-00001",
      secretHash: "x",
      accountId: null,
      snapshot: sync,
      expiresAt: later,
    });

    const orphan = await upload(alice, "<svg id='orphan'/>");
    const fresh = await upload(alice, "<svg id='fresh'/>");
    const used = await upload(dave, "<svg id='used'/>");
    expect((await create(dave, { kind: "scratch", body: scratchBody(used) })).status).toBe(201);
    await age(orphan);
    await age(used);
    const [library] = await server.ctx.db.select().from(assets).where(eq(assets.source, "library")).limit(1);
    await age(library!.md5ext);

    const result = await runCleanup(stores, 24 * 3600);
    expect(result.snapshots).toBeGreaterThanOrEqual(1);
    expect(result.assets).toBeGreaterThanOrEqual(1);
    expect(await exists(orphan)).toBe(false);
    expect(await exists(fresh)).toBe(true); // within the grace period: its save may be on the way
    expect(await exists(used)).toBe(true);
    expect(await exists(library!.md5ext)).toBe(true);
    const ids = (await server.ctx.db.select({ id: liveSnapshots.id }).from(liveSnapshots)).map(
      (row) => row.id,
    );
    expect(ids).toContain("current-snapshot-00001");
    expect(ids).not.toContain("expired-snapshot-00001");
  });

  it("deletes an account's uploads with it, but not a file someone else's project uses", async () => {
    const carol = await signIn(base, newPhone());
    const own = await upload(carol, "<svg id='carol-only'/>");
    const sharedFile = await upload(carol, "<svg id='carol-and-bob'/>");
    await create(carol, { kind: "scratch", body: scratchBody(own, sharedFile) });
    const erin = await signIn(base, newPhone());
    expect((await create(erin, { kind: "scratch", body: scratchBody(sharedFile) })).status).toBe(201);
    expect(await new AssetStore(server.ctx.db).deleteForAccount(carol.id)).toBe(1);
    expect(await exists(own)).toBe(false);
    expect(await exists(sharedFile)).toBe(true);
  });
});

describe("the cleanup timer", () => {
  it("runs once at start, then on its interval, one run at a time, and stops", async () => {
    let runs = 0;
    const silent = { info: () => {}, warn: () => {} } as never;
    const timer = startCleanupTimer(
      async () => {
        runs += 1;
        return { snapshots: 0, assets: 0 };
      },
      0.05,
      silent,
    );
    expect(runs).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 180));
    await timer.stop();
    const stopped = runs;
    expect(stopped).toBeGreaterThanOrEqual(3);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(runs).toBe(stopped);
  });
});
