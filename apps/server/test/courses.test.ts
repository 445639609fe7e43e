import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultContentDir } from "../src/config.ts";
import { call, grantCourse, newPhone, type SignedIn, signIn } from "./support/client.ts";
import { backends, startTestServer, type TestServer } from "./support/test-server.ts";

const courseUids = [
  "25s2-python-cpp-01",
  "25s2-python-cpp-02",
  "25s2-python-cpp-03",
  "25s2-python-cpp-04",
  "23h2-python-01",
];

describe.each(backends)("courses and lessons on %s", (backend) => {
  let server: TestServer;
  let base: string;
  let person: SignedIn;
  beforeAll(async () => {
    server = await startTestServer(backend);
    base = server.url;
    person = await signIn(base, newPhone());
  });
  afterAll(() => server.close());

  it("lists the seeded catalogue with Chinese titles", async () => {
    const { body } = await call(base, "/apps");
    const uids = body.map((app: { uid: string }) => app.uid);
    expect(uids).toEqual(expect.arrayContaining([...courseUids, "scratch-starter-01"]));
    for (const app of body) expect(app.title).toMatch(/[\u4e00-\u9fff]/);
  });

  it.each(courseUids)("shows %s with packages priced in fen", async (uid) => {
    const { body } = await call(base, `/apps/${uid}`);
    expect(body).toMatchObject({ uid, depotId: `depot-${uid}` });
    expect(body.highlights.length).toBeGreaterThan(0);
    expect(body.packages.length).toBeGreaterThan(0);
    for (const pkg of body.packages) expect(Number.isInteger(pkg.priceFen)).toBe(true);
  });

  it("answers 404 with a Chinese detail for an unknown course", async () => {
    for (const path of ["/apps/nope", "/apps/nope/depot", "/apps/depot/nope/data", "/apps/'%20OR%201=1--"]) {
      const reply = await call(base, path, { token: person.token });
      expect(reply.status).toBe(404);
      expect(reply.body.detail).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it("returns the depot: groups with lessons in order", async () => {
    const { body } = await call(base, "/apps/25s2-python-cpp-01/depot");
    expect(body.id).toBe("depot-25s2-python-cpp-01");
    // One group per unit of course.yaml, in its order (units are added as lessons are written).
    const course = readFileSync(join(defaultContentDir, "courses/25s2-python-cpp-01/course.yaml"), "utf8");
    const units = [...course.matchAll(/^ {2}- id: (25s2-01-u\d+)$/gm)].map((match) => match[1]);
    expect(body.children.map((unit: { id: string }) => unit.id)).toEqual(units);
    expect(body.children[0].children[0]).toMatchObject({
      id: "25s2-01-l1",
      lessonId: "25s2-01-l1",
      kind: "lesson",
    });
    expect(body.children[0].title).toContain("第一单元");
  });

  it("returns lesson data with real text and starter projects to the course's buyer", async () => {
    const buyer = await signIn(base, newPhone());
    // Bought before its last lessons went back to being written (即将开课 now: nothing to buy).
    await grantCourse(base, buyer, "scratch-starter-01");
    const { body } = await call(base, "/apps/depot/depot-scratch-starter-01/data", { token: buyer.token });
    const first = body.lessons["scratch-01-l1"];
    expect(first.title).toContain("舞台");
    expect(first.body.length).toBeGreaterThan(40);
    expect(first.starterProjectId).toBe("starter-scratch-cat");
  });

  it("lists a person's own courses, and refuses anyone else's", async () => {
    expect((await call(base, `/apps/user/${person.id}`, { token: person.token })).body).toEqual([]);
    const other = await call(base, `/apps/user/${person.id + 1}`, { token: person.token });
    expect(other.status).toBe(403);
    expect(other.body.code).toBe("forbidden");
    expect((await call(base, `/apps/user/${person.id}`)).status).toBe(401);
  });

  it("seeds idempotently: a second start changes nothing", async () => {
    const { seedCatalog } = await import("../src/seed/seed.ts");
    const count = async () =>
      (await server.ctx.database.query<{ n: number }>("SELECT count(*)::int AS n FROM lessons"))[0]!.n;
    const before = await count();
    await seedCatalog(server.ctx.db);
    expect(await count()).toBe(before);
  });
});
