import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, newPhone, type SignedIn, signIn } from "./support/client.ts";
import { backends, startTestServer, type TestServer } from "./support/test-server.ts";

const sqlish = [
  "'; DROP TABLE projects; --",
  '" OR "1"="1',
  "1; SELECT pg_sleep(5)",
  "\\x00'||'",
  "标题'); DELETE FROM accounts; --",
];

describe.each(backends)("projects on %s", (backend) => {
  let server: TestServer;
  let base: string;
  let alice: SignedIn;
  let bob: SignedIn;
  beforeAll(async () => {
    server = await startTestServer(backend);
    base = server.url;
    alice = await signIn(base, newPhone());
    bob = await signIn(base, newPhone());
  });
  afterAll(() => server.close());

  const create = (who: SignedIn, body: Record<string, unknown> = {}) =>
    call(base, "/projects", {
      token: who.token,
      body: { kind: "scratch", title: "我的第一个作品", body: "{}", ...body },
    });

  it("creates and loads a project", async () => {
    const created = await create(alice, { thumbnail: "data:image/png;base64,AAAA" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      kind: "scratch",
      ownerId: alice.id,
      origin: "new",
      version: 1,
      shared: false,
      parentId: null,
    });
    const loaded = await call(base, `/projects/${created.body.id}`, { token: alice.token });
    expect(loaded.body).toEqual(created.body);
    const raw = await call(base, `/projects/${created.body.id}/body`, { token: alice.token });
    expect(raw.body).toEqual({});
  });

  it("needs a signed-in person to create", async () => {
    const reply = await call(base, "/projects", { body: { kind: "scratch", title: "x", body: "{}" } });
    expect(reply.status).toBe(401);
    expect(reply.body.code).toBe("unauthorized");
  });

  it("rejects bad input with a Chinese detail", async () => {
    const reply = await call(base, "/projects", {
      token: alice.token,
      body: { kind: "java", title: "", body: 5 },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: "bad_request", message: "Bad request." });
    expect(reply.body.detail).toContain("类型");
    expect(reply.body.detail).toContain("标题");
    expect(reply.body.detail).toContain("内容");
  });

  it("rejects malformed JSON and non-JSON bodies", async () => {
    const malformed = await call(base, "/projects", {
      token: alice.token,
      raw: '{"kind": "scratch",',
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.detail).toContain("JSON");
    const text = await call(base, "/projects", {
      token: alice.token,
      raw: "hello",
      headers: { "content-type": "text/plain" },
    });
    expect(text.status).toBe(400);
    expect(text.body.detail).toContain("请求内容");
  });

  it("rejects bodies over 10 MB with 413", async () => {
    const reply = await create(alice, { body: "x".repeat(12 * 1024 * 1024 + 10) });
    expect(reply.status).toBe(413);
    expect(reply.body).toMatchObject({ code: "payload_too_large" });
    const justOver = await create(alice, { body: "x".repeat(10 * 1024 * 1024 + 1) });
    expect(justOver.status).toBe(400);
  });

  it("saves with the current version and answers 409 on a stale one", async () => {
    const { body: project } = await create(alice);
    const saved = await call(base, `/projects/${project.id}`, {
      method: "PUT",
      token: alice.token,
      body: { body: '{"v":2}', version: 1, title: "改了名字" },
    });
    expect(saved.body).toMatchObject({ id: project.id, version: 2 });
    const stale = await call(base, `/projects/${project.id}`, {
      method: "PUT",
      token: alice.token,
      body: { body: "{}", version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe("conflict");
    expect(stale.body.detail).toContain("第 2 版");
    const loaded = await call(base, `/projects/${project.id}`, { token: alice.token });
    expect(loaded.body).toMatchObject({ body: '{"v":2}', title: "改了名字", version: 2 });
  });

  it("lets exactly one of two concurrent saves of the same version win", async () => {
    const { body: project } = await create(alice);
    const saves = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        call(base, `/projects/${project.id}`, {
          method: "PUT",
          token: alice.token,
          body: { body: `{"n":${n}}`, version: 1 },
        }),
      ),
    );
    expect(saves.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(saves.filter((reply) => reply.status === 409)).toHaveLength(3);
  });

  it("renames, copies and deletes", async () => {
    const { body: project } = await create(alice);
    const renamed = await call(base, `/projects/${project.id}`, {
      method: "PATCH",
      token: alice.token,
      body: { title: "新名字" },
    });
    expect(renamed.body).toMatchObject({ title: "新名字" });
    expect(renamed.body.body).toBeUndefined();
    const copy = await call(base, `/projects/${project.id}/copy`, { method: "POST", token: alice.token });
    expect(copy.status).toBe(201);
    const loadedCopy = await call(base, `/projects/${copy.body.projectId}`, { token: alice.token });
    expect(loadedCopy.body).toMatchObject({
      title: "新名字 副本",
      origin: "copy",
      parentId: project.id,
      rootId: project.id,
    });
    expect(
      (await call(base, `/projects/${project.id}`, { method: "DELETE", token: alice.token })).body,
    ).toEqual({ ok: true });
    expect((await call(base, `/projects/${project.id}`, { token: alice.token })).status).toBe(404);
    expect(
      (await call(base, `/projects/${project.id}`, { method: "DELETE", token: alice.token })).status,
    ).toBe(404);
  });

  describe("given another person's private project", () => {
    it("hides it and refuses every change, as if it did not exist", async () => {
      const { body: project } = await create(alice);
      const attempts = [
        call(base, `/projects/${project.id}`, { token: bob.token }),
        call(base, `/projects/${project.id}`),
        call(base, `/projects/${project.id}/body`, { token: bob.token }),
        call(base, `/projects/${project.id}`, {
          method: "PUT",
          token: bob.token,
          body: { body: "{}", version: 1 },
        }),
        call(base, `/projects/${project.id}`, { method: "PATCH", token: bob.token, body: { title: "偷改" } }),
        call(base, `/projects/${project.id}`, { method: "DELETE", token: bob.token }),
        call(base, `/projects/${project.id}/copy`, { method: "POST", token: bob.token }),
        call(base, "/projects/remix", { token: bob.token, body: { projectId: project.id } }),
      ];
      for (const reply of await Promise.all(attempts)) {
        expect(reply.status).toBe(404);
        expect(reply.body.code).toBe("not_found");
      }
      const still = await call(base, `/projects/${project.id}`, { token: alice.token });
      expect(still.body).toMatchObject({ version: 1, title: "我的第一个作品" });
    });

    it("lists only shared projects of other people", async () => {
      const others = await call(base, `/projects/user/${alice.id}`, { token: bob.token });
      expect(others.body.items).toEqual([]);
    });
  });

  describe("shared course projects", () => {
    it("can be read by anyone and remixed by anyone signed in", async () => {
      const starter = await call(base, "/projects/starter-scratch-cat");
      expect(starter.body).toMatchObject({ shared: true, kind: "scratch" });
      const remix = await call(base, "/projects/remix", {
        token: bob.token,
        body: { projectId: "starter-scratch-cat" },
      });
      expect(remix.status).toBe(201);
      const loaded = await call(base, `/projects/${remix.body.projectId}`, { token: bob.token });
      expect(loaded.body).toMatchObject({
        origin: "remix",
        parentId: "starter-scratch-cat",
        ownerId: bob.id,
        shared: false,
      });
      expect(loaded.body.body).toBe(starter.body.body);
      expect(
        (await call(base, "/projects/remix", { body: { projectId: "starter-scratch-cat" } })).status,
      ).toBe(401);
      expect(
        (
          await call(base, `/projects/starter-scratch-cat`, {
            method: "PUT",
            token: bob.token,
            body: { body: "{}", version: 1 },
          })
        ).status,
      ).toBe(404);
    });

    it("lists remixes per asked-for project, showing only the asker's own private remixes", async () => {
      const mine = await call(base, "/projects/remix", {
        token: alice.token,
        body: { projectId: "starter-python-hello" },
      });
      await call(base, "/projects/remix", { token: bob.token, body: { projectId: "starter-python-hello" } });
      const index = await call(
        base,
        "/projects/remixes?project=starter-python-hello&project=starter-python-guess",
        {
          token: alice.token,
        },
      );
      expect(Object.keys(index.body).sort()).toEqual(["starter-python-guess", "starter-python-hello"]);
      expect(index.body["starter-python-hello"].map((p: { id: string }) => p.id)).toEqual([
        mine.body.projectId,
      ]);
      const single = await call(base, "/projects/remixes?project=starter-python-hello");
      expect(single.body["starter-python-hello"]).toEqual([]);
      expect((await call(base, "/projects/remixes")).status).toBe(400);
    });
  });

  it("lists a person's projects newest first, page by page with until", async () => {
    const person = await signIn(base, newPhone());
    const ids: string[] = [];
    for (let n = 0; n < 5; n += 1) ids.push((await create(person, { title: `作品 ${n}` })).body.id);
    const seen: string[] = [];
    let until: string | null = null;
    do {
      const query: string = until ? `?limit=2&until=${until}` : "?limit=2";
      const page = await call(base, `/projects/user/${person.id}${query}`, { token: person.token });
      expect(page.body.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.items.map((item: { id: string }) => item.id));
      until = page.body.next;
    } while (until);
    expect(seen).toEqual([...ids].reverse());
    expect(
      (await call(base, `/projects/user/${person.id}?until=nonsense`, { token: person.token })).status,
    ).toBe(400);
    expect((await call(base, "/projects/user/abc")).status).toBe(400);
  });

  it.each(sqlish)("stores SQL-ish text %s as plain text", async (text) => {
    const created = await create(alice, { title: text, body: text, kind: "python" });
    expect(created.status).toBe(201);
    const loaded = await call(base, `/projects/${created.body.id}`, { token: alice.token });
    expect(loaded.body).toMatchObject({ title: text, body: text });
    const renamed = await call(base, `/projects/${created.body.id}`, {
      method: "PATCH",
      token: alice.token,
      body: { title: text },
    });
    expect(renamed.body.title).toBe(text);
    expect((await call(base, `/projects/${encodeURIComponent(text)}`, { token: alice.token })).status).toBe(
      404,
    );
    expect(
      (await call(base, "/projects/remix", { token: alice.token, body: { projectId: text } })).status,
    ).toBe(404);
  });

  it("saves a 5 MB Scratch project", async () => {
    const { body: project } = await create(alice);
    const big = JSON.stringify({ targets: [{ name: "舞台", blocks: "x".repeat(5 * 1024 * 1024) }] });
    const started = performance.now();
    const saved = await call(base, `/projects/${project.id}`, {
      method: "PUT",
      token: alice.token,
      body: { body: big, version: 1 },
    });
    const elapsed = performance.now() - started;
    expect(saved.status).toBe(200);
    console.info(`[${backend}] 5 MB project save: ${elapsed.toFixed(0)} ms`);
    const loaded = await call(base, `/projects/${project.id}/body`, { token: alice.token });
    expect(JSON.stringify(loaded.body).length).toBe(big.length);
  });
});
