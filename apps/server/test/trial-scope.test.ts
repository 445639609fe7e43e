import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { depotGroups, depots, lessons } from "../src/db/schema.ts";
import { buyPackage, call, newPhone, signIn } from "./support/client.ts";
import { backends, startTestServer, type TestServer } from "./support/test-server.ts";

/**
 * Paid content only to buyers: the ¥9.90 trial ("体验课", `lessons: 3`) opens the course's first three
 * lessons, not the whole course; the upgrade opens the rest.
 */
describe.each(backends)("what a trial opens on %s", (backend) => {
  let server: TestServer;
  let outline: string[];
  const course = "25s2-python-cpp-01";
  beforeAll(async () => {
    server = await startTestServer(backend);
    const rows = await server.ctx.db
      .select({ id: lessons.id })
      .from(lessons)
      .innerJoin(depotGroups, eq(depotGroups.id, lessons.groupId))
      .innerJoin(depots, eq(depots.id, depotGroups.depotId))
      .where(eq(depots.appUid, course))
      .orderBy(asc(depots.id), asc(depotGroups.sort), asc(lessons.sort), asc(lessons.id));
    outline = rows.map((row) => row.id);
  });
  afterAll(() => server.close());

  it("has more than three lessons to protect", () => {
    expect(outline.length).toBeGreaterThan(3);
  });

  it("opens the first three lessons to a trial buyer and keeps the rest (and the whole-course data) locked", async () => {
    const learner = await signIn(server.url, newPhone());
    await buyPackage(server.url, learner, "25s2-01-trial");
    const read = async (lessonId: string) =>
      (await call(server.url, `/lessons/${lessonId}`, { token: learner.token })).status;
    expect(await Promise.all(outline.slice(0, 3).map(read))).toEqual([200, 200, 200]);
    const fourth = await call(server.url, `/lessons/${outline[3]}`, { token: learner.token });
    expect(fourth.status).toBe(403);
    expect(fourth.body.code).toBe("not_entitled");
    const progress = await call(server.url, `/lessons/${outline[3]}/progress`, {
      token: learner.token,
      body: { done: true },
    });
    expect(progress.status).toBe(403);
    const whole = await call(server.url, `/apps/depot/depot-${course}/data`, { token: learner.token });
    expect(whole.status).toBe(403);

    // The upgrade opens everything.
    await buyPackage(server.url, learner, "25s2-01-full");
    expect(await read(outline[3]!)).toBe(200);
    expect(await read(outline.at(-1)!)).toBe(200);
  });

  it("does not narrow a whole course when a trial is bought after it", async () => {
    const learner = await signIn(server.url, newPhone());
    await buyPackage(server.url, learner, "25s2-01-full");
    await buyPackage(server.url, learner, "25s2-01-trial");
    expect((await call(server.url, `/lessons/${outline.at(-1)}`, { token: learner.token })).status).toBe(200);
  });
});
