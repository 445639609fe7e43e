import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { LiveStore } from "../src/live/store.ts";
import { ProjectStore } from "../src/projects/store.ts";
import { call, newPhone, type SignedIn, signIn } from "./support/client.ts";
import { extraField, rowsGainAColumn } from "./support/extra-field.ts";
import { startTestServer, type TestServer } from "./support/test-server.ts";

// One server for the file: a PGlite database takes seconds to create.
let server: TestServer;
let alice: SignedIn;
beforeAll(async () => {
  server = await startTestServer("pglite");
  alice = await signIn(server.url, newPhone());
});
afterAll(() => server.close());

/** Issue 15: answers are serialized through the contract's schemas, so an unnamed column never leaks. */
describe("a column the response schema does not name never reaches the client", () => {
  afterEach(() => vi.restoreAllMocks());

  const leaks = (body: unknown) => JSON.stringify(body).includes(extraField.ownerPhone);

  it("projects: one project, a person's list and the remixes", async () => {
    const created = await call(server.url, "/projects", {
      token: alice.token,
      body: { kind: "python", title: "猜数字", body: "print(1)" },
    });
    rowsGainAColumn(ProjectStore.prototype, "find");
    rowsGainAColumn(ProjectStore.prototype, "pageOfOwner");
    rowsGainAColumn(ProjectStore.prototype, "remixesOf");
    const one = await call(server.url, `/projects/${created.body.id}`, { token: alice.token });
    expect(one.status).toBe(200);
    expect(one.body.title).toBe("猜数字");
    const list = await call(server.url, `/projects/user/${alice.id}`, { token: alice.token });
    expect(list.body.items).toHaveLength(1);
    const remixes = await call(server.url, `/projects/remixes?project=${created.body.id}`);
    for (const reply of [one, list, remixes]) expect(leaks(reply.body)).toBe(false);
  });

  it("live sync: a snapshot", async () => {
    const { body: studio } = await call(server.url, "/live", {
      body: { name: "小明", code: "print(2)", console: "2\n" },
    });
    rowsGainAColumn(LiveStore.prototype, "find");
    const snapshot = await call(server.url, `/live/${studio.id}`);
    expect(snapshot.body).toMatchObject({ id: studio.id, code: "print(2)" });
    expect(leaks(snapshot.body)).toBe(false);
  });
});

describe("bad input names the field and what is wrong with it, in Chinese", () => {
  it("says a number sent as the title should be text, not that the title is missing", async () => {
    const reply = await call(server.url, "/projects", {
      token: alice.token,
      body: { kind: "python", title: 3, body: "" },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: "bad_request", detail: "标题应该是文字，请检查后再试。" });
  });

  it("says a missing field is missing", async () => {
    const reply = await call(server.url, "/projects", {
      token: alice.token,
      body: { kind: "python", body: "" },
    });
    expect(reply.body.detail).toBe("缺少标题，请检查后再试。");
  });

  it("answers a bad %-escape in the path with the contract's body in Chinese", async () => {
    const reply = await call(server.url, "/projects/%zz");
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: "bad_request", message: "Bad request." });
    expect(reply.body.detail).toMatch(/[\u4e00-\u9fff]/);
    expect(JSON.stringify(reply.body)).not.toContain("FST_ERR");
  });

  it("refuses an id past 2³¹ with a 400", async () => {
    const reply = await call(server.url, "/projects/user/99999999999");
    expect(reply.status).toBe(400);
    expect(reply.body.detail).toBe("用户编号太大了，请检查后再试。");
  });
});
