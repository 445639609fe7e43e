// @vitest-environment node
// Node's own fetch: jsdom's AbortSignal is not one Node's fetch accepts.
import type { SessionResponse } from "@qisi/api";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { signedIn, testClient } from "../../../api/test/support/fixtures.ts";
import {
  json,
  type RecordingServer,
  startRecordingServer,
} from "../../../api/test/support/recording-server.ts";
import { type Draft, type DraftStore, localStorageDrafts } from "./drafts.ts";
import { type LanguageAdapter, sourceTextAdapter } from "./language-adapter.ts";
import { projectBackend } from "./project-backend.test-support.ts";
import { createProjectModel } from "./project-model.ts";

/** A Storage over a Map, shared by the "tabs" of one test like one browser's localStorage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const starter = 'print("你好")\n';
const adapter = sourceTextAdapter("python", "我的 Python 作品", starter);
const me = 7;
const someoneElse = 8;

let server: RecordingServer;
let backend: ReturnType<typeof projectBackend>;
let storage: Storage;
beforeEach(async () => {
  server = await startRecordingServer();
  backend = projectBackend(server);
  storage = memoryStorage();
});
afterEach(() => server.close());

/** A model as a page makes it: the real @qisi/api client, drafts in this test's "browser". */
function studio(session: SessionResponse | null = signedIn(`token-${me}`, me)) {
  const api = testClient(server, session ? { session } : {});
  const model = createProjectModel({
    api,
    adapter,
    drafts: localStorageDrafts("qisi-python-draft:", () => storage),
  });
  return { api, model, state: () => model.getState() };
}
/** No HTTP answer at all: what the client sees offline. */
const dropConnection = (_request: unknown, response: { destroy(): void }) => void response.destroy();
const storedDraft = (key: string) => JSON.parse(storage.getItem(`qisi-python-draft:${key}`) ?? "null");
const requests = () => server.requests.map((r) => `${r.method} ${r.path}`);

describe("a new project", () => {
  it("opens the starter, ready, without asking the server for a project", async () => {
    const { model, state } = studio();
    expect(await model.open(null)).toBeNull();
    expect(state()).toMatchObject({
      status: "ready",
      content: starter,
      title: "我的 Python 作品",
      dirty: false,
    });
    expect(requests()).toEqual([]);
  });

  it("keeps a visitor's work as a draft when 保存 asks them to sign in, and brings it back", async () => {
    const visitor = studio(null);
    await visitor.model.open(null);
    visitor.model.edit('print("保存我")\n');
    expect(visitor.state()).toMatchObject({ status: "dirty", dirty: true });
    await visitor.model.save();
    expect(visitor.state()).toMatchObject({ status: "error", problem: "needs-login" });
    await visitor.model.draftsSettled();
    expect(storedDraft("new")).toMatchObject({ body: 'print("保存我")\n', baseVersion: 0 });
    expect(requests()).toEqual([]);

    // Back from signing in: the draft is the work in progress, and 保存 creates the project.
    const back = studio();
    await back.model.open(null);
    expect(back.state()).toMatchObject({ status: "dirty", content: 'print("保存我")\n', dirty: true });
    back.model.setTitle("我的第一个程序");
    await back.model.save();
    const id = back.state().projectId!;
    expect(back.state()).toMatchObject({
      status: "saved",
      action: "save",
      dirty: false,
      title: "我的第一个程序",
    });
    expect(backend.projects.get(id)).toMatchObject({
      ownerId: me,
      body: 'print("保存我")\n',
      kind: "python",
    });
    await back.model.draftsSettled();
    expect(storedDraft("new")).toBeNull();
    // The address follows the project: opening it now fetches nothing.
    const before = server.requests.length;
    expect(await back.model.open(id)).toBe(id);
    expect(server.requests.length).toBe(before);
    expect(back.state().status).toBe("saved");
  });

  it("saves an empty title as the default one", async () => {
    const { model, state } = studio();
    await model.open(null);
    model.setTitle("   ");
    await model.save();
    expect(backend.projects.get(state().projectId!)?.title).toBe("我的 Python 作品");
  });
});

describe("the learner's own project", () => {
  it("saves with the optimistic version, twice in a row", async () => {
    const project = backend.add({ ownerId: me, body: "a = 1\n", title: "一" });
    const { model, state } = studio();
    await model.open(project.id);
    expect(state()).toMatchObject({ status: "ready", content: "a = 1\n", title: "一", contentRevision: 1 });
    model.edit("a = 2\n");
    await model.save();
    model.edit("a = 3\n");
    await model.save();
    expect(
      server.requestsTo("PUT", `projects/${project.id}`).map((r) => r.json<{ version: number }>().version),
    ).toEqual([1, 2]);
    expect(state()).toMatchObject({ status: "saved", dirty: false });
    expect(state().project?.version).toBe(3);
    expect(backend.projects.get(project.id)?.body).toBe("a = 3\n");
  });

  it("is ready again when an edit goes back to what is saved, and drops the draft", async () => {
    const project = backend.add({ ownerId: me, body: "a = 1\n" });
    const { model, state } = studio();
    await model.open(project.id);
    model.edit("a = 2\n");
    await model.draftsSettled();
    expect(storedDraft(project.id)).toMatchObject({ body: "a = 2\n", baseVersion: 1 });
    model.edit("a = 1\n");
    await model.draftsSettled();
    expect(state()).toMatchObject({ status: "ready", dirty: false });
    expect(storedDraft(project.id)).toBeNull();
  });

  it("offers a different draft from an earlier visit, and restores or discards it", async () => {
    const project = backend.add({ ownerId: me, body: "saved\n" });
    const first = studio();
    await first.model.open(project.id);
    first.model.edit("unsaved\n");
    await first.model.draftsSettled();

    const again = studio();
    await again.model.open(project.id);
    expect(again.state()).toMatchObject({ status: "ready", content: "saved\n" });
    expect(again.state().pendingDraft).toMatchObject({ body: "unsaved\n" });
    const revision = again.state().contentRevision;
    expect(again.model.restoreDraft()).toBe("unsaved\n");
    expect(again.state()).toMatchObject({ status: "dirty", content: "unsaved\n", pendingDraft: null });
    expect(again.state().contentRevision).toBe(revision + 1);

    const third = studio();
    await third.model.open(project.id);
    third.model.discardDraft();
    await third.model.draftsSettled();
    expect(third.state().pendingDraft).toBeNull();
    expect(storedDraft(project.id)).toBeNull();
  });

  it("renames at once, and the next save keeps the name", async () => {
    const project = backend.add({ ownerId: me, body: "x\n", title: "旧名字" });
    const { model, state } = studio();
    await model.open(project.id);
    await model.rename("新名字");
    expect(state()).toMatchObject({ status: "saved", title: "新名字", dirty: false });
    expect(server.requestsTo("PATCH", `projects/${project.id}`)[0]?.json()).toEqual({ title: "新名字" });
    model.edit("y\n");
    await model.save();
    expect(backend.projects.get(project.id)).toMatchObject({ title: "新名字", body: "y\n" });
  });

  it("saves as a copy with POST copy, the work on screen in the copy, the original untouched", async () => {
    const project = backend.add({ ownerId: me, body: "original\n", title: "原作" });
    const { model, state } = studio();
    await model.open(project.id);
    model.edit("changed\n");
    await model.saveAsCopy();
    const copyId = state().projectId!;
    expect(copyId).not.toBe(project.id);
    expect(requests()).toContain(`POST projects/${project.id}/copy`);
    expect(state()).toMatchObject({ status: "saved", action: "copy", dirty: false });
    expect(backend.projects.get(copyId)).toMatchObject({
      body: "changed\n",
      origin: "copy",
      parentId: project.id,
    });
    expect(backend.projects.get(project.id)?.body).toBe("original\n");
  });
});

describe("a conflict", () => {
  async function conflicted() {
    const project = backend.add({ ownerId: me, body: "v1\n" });
    const tab = studio();
    await tab.model.open(project.id);
    // Another tab saves first.
    Object.assign(backend.projects.get(project.id)!, { body: "other tab\n", version: 2 });
    tab.model.edit("this tab\n");
    await tab.model.save();
    return { project, ...tab };
  }

  it("409 shows both versions to choose from, and keeps a draft", async () => {
    const { project, model, state } = await conflicted();
    expect(state().status).toBe("conflict");
    expect(state().conflict?.mine).toBe("this tab\n");
    expect(state().conflict?.theirs).toMatchObject({ body: "other tab\n", version: 2 });
    await model.draftsSettled();
    expect(storedDraft(project.id)).toMatchObject({ body: "this tab\n" });
    // An edit meanwhile does not hide the conflict.
    model.edit("this tab, more\n");
    expect(state().status).toBe("conflict");
  });

  it("keeping mine saves over the other version", async () => {
    const { project, model, state } = await conflicted();
    await model.resolveConflict("mine");
    expect(state()).toMatchObject({ status: "saved", conflict: null });
    expect(backend.projects.get(project.id)).toMatchObject({ body: "this tab\n", version: 3 });
  });

  it("taking theirs shows it, ready, and drops the draft", async () => {
    const { project, model, state } = await conflicted();
    const revision = state().contentRevision;
    await model.resolveConflict("theirs");
    expect(state()).toMatchObject({ status: "ready", content: "other tab\n", dirty: false, conflict: null });
    expect(state().contentRevision).toBe(revision + 1);
    expect(storedDraft(project.id)).toBeNull();
    model.edit("next\n");
    await model.save();
    expect(backend.projects.get(project.id)).toMatchObject({ body: "next\n", version: 3 });
  });
});

describe("offline", () => {
  it("a save without an answer is offline, keeps the draft, and the next save goes through", async () => {
    const project = backend.add({ ownerId: me, body: "a\n" });
    const { model, state } = studio();
    await model.open(project.id);
    model.edit("b\n");
    const online = server.requestsTo("GET", `projects/${project.id}`).length;
    server.on("PUT", `projects/${project.id}`, dropConnection);
    await model.save();
    expect(state()).toMatchObject({ status: "offline", dirty: true });
    await model.draftsSettled();
    expect(storedDraft(project.id)).toMatchObject({ body: "b\n" });
    expect(server.requestsTo("GET", `projects/${project.id}`).length).toBe(online);

    // Back online.
    server.on(
      "PUT",
      `projects/${project.id}`,
      json(200, { id: project.id, version: 2, updatedAt: "2026-01-02T00:00:00.000Z" }),
    );
    await model.save();
    expect(state()).toMatchObject({ status: "saved", dirty: false });
  });

  it("opening without an answer shows the draft, and saving later uses the real version", async () => {
    const project = backend.add({ ownerId: me, body: "a\n" });
    const first = studio();
    await first.model.open(project.id);
    first.model.edit("offline work\n");
    await first.model.draftsSettled();

    const getRoute = `projects/${project.id}`;
    server.on("GET", getRoute, dropConnection);
    const later = studio();
    await later.model.open(project.id);
    expect(later.state()).toMatchObject({
      status: "offline",
      content: "offline work\n",
      projectId: project.id,
      dirty: true,
    });

    // Back online: the record comes with the save, and the draft's work is what is saved.
    server.on("GET", getRoute, json(200, backend.projects.get(project.id)));
    server.on("PUT", getRoute, (request, response) => {
      expect(request.json<{ version: number }>().version).toBe(1);
      return json(200, { id: project.id, version: 2, updatedAt: "2026-01-02T00:00:00.000Z" })(
        request,
        response,
      );
    });
    await later.model.save();
    expect(later.state()).toMatchObject({ status: "saved", dirty: false, projectId: project.id });
  });
});

describe("offline, and the project changed elsewhere meanwhile", () => {
  it("the draft's base version goes with the save: a conflict, not an overwrite", async () => {
    const project = backend.add({ ownerId: me, body: "a\n" });
    const first = studio();
    await first.model.open(project.id);
    first.model.edit("offline work\n");
    await first.model.draftsSettled();

    server.on("GET", `projects/${project.id}`, dropConnection);
    const later = studio();
    await later.model.open(project.id);
    expect(later.state().status).toBe("offline");
    // Another device saves version 2 while this one is offline.
    Object.assign(backend.projects.get(project.id)!, { body: "from the tablet\n", version: 2 });
    server.on("GET", `projects/${project.id}`, (request, response) =>
      json(200, backend.projects.get(project.id))(request, response),
    );
    await later.model.save();
    expect(later.state().status).toBe("conflict");
    expect(later.state().conflict?.theirs.body).toBe("from the tablet\n");
    expect(backend.projects.get(project.id)?.body).toBe("from the tablet\n");
  });

  it("without a draft, the page shows the starter as a new project: 保存 never writes over the real one", async () => {
    const project = backend.add({ ownerId: me, body: "precious\n" });
    server.on("GET", `projects/${project.id}`, dropConnection);
    const { model, state } = studio();
    await model.open(project.id);
    expect(state()).toMatchObject({ status: "offline", projectId: null, content: starter });
    server.on("GET", `projects/${project.id}`, json(200, project));
    model.edit("new work\n");
    await model.save();
    expect(state().status).toBe("saved");
    expect(state().projectId).not.toBe(project.id);
    expect(backend.projects.get(project.id)?.body).toBe("precious\n");
  });
});

describe("someone else's project", () => {
  it("保存 on a shared project (a lesson's starter) makes the learner's own remix, never a 404", async () => {
    const lessonStarter = backend.add({
      ownerId: someoneElse,
      body: "# 第一课\n",
      shared: true,
      title: "第一课",
    });
    const { model, state } = studio();
    await model.open(lessonStarter.id);
    expect(model.ownership()).toBe("others");
    model.edit("# 第一课\nprint(1)\n");
    await model.save();
    const own = state().projectId!;
    expect(state()).toMatchObject({ status: "saved", action: "save", dirty: false });
    expect(model.ownership()).toBe("own");
    expect(requests()).not.toContain(`POST projects/${lessonStarter.id}/copy`);
    expect(backend.projects.get(own)).toMatchObject({
      ownerId: me,
      origin: "remix",
      parentId: lessonStarter.id,
      body: "# 第一课\nprint(1)\n",
    });
    expect(backend.projects.get(lessonStarter.id)?.body).toBe("# 第一课\n");
  });

  it("另存为副本 on someone else's shared project is a remix (the server copies only one's own)", async () => {
    const shared = backend.add({ ownerId: someoneElse, body: "x\n", shared: true });
    const { model, state } = studio();
    await model.open(shared.id);
    await model.saveAsCopy();
    expect(state()).toMatchObject({ status: "saved", action: "copy" });
    expect(backend.projects.get(state().projectId!)).toMatchObject({ ownerId: me, parentId: shared.id });
  });

  it("remix records the parent", async () => {
    const shared = backend.add({ ownerId: someoneElse, body: "x\n", shared: true });
    const { model, state } = studio();
    await model.open(shared.id);
    await model.remix();
    expect(state()).toMatchObject({ status: "saved", action: "remix" });
    expect(backend.projects.get(state().projectId!)).toMatchObject({ origin: "remix", parentId: shared.id });
    expect(server.requestsTo("PUT", `projects/${state().projectId}`)).toHaveLength(0);
  });

  it("a lesson opens the learner's own copy (made on the first open) and reopens the same one", async () => {
    const starterProject = backend.add({ ownerId: someoneElse, body: "# starter\n", shared: true });
    backend.lesson({ id: "l1", title: "第 1 课", courseId: "c1", starterProjectId: starterProject.id });
    const first = studio();
    const own = await first.model.open(starterProject.id, { lesson: "l1" });
    expect(own).not.toBe(starterProject.id);
    expect(first.state()).toMatchObject({
      status: "ready",
      content: "# starter\n",
      lesson: { id: "l1", title: "第 1 课", courseId: "c1" },
    });
    expect(first.model.ownership()).toBe("own");
    first.model.edit("# mine\n");
    await first.model.save();
    expect(first.state()).toMatchObject({ status: "saved", projectId: own });
    expect(backend.projects.get(starterProject.id)?.body).toBe("# starter\n");

    const next = studio();
    expect(await next.model.open(starterProject.id, { lesson: "l1" })).toBe(own);
    expect(next.state()).toMatchObject({ status: "ready", content: "# mine\n", projectId: own });
    expect(server.requestsTo("POST", "projects/lesson/l1")).toHaveLength(2);
  });

  it("从头再来 puts the lesson's starter back into the learner's copy and saves it", async () => {
    const starterProject = backend.add({ ownerId: someoneElse, body: "# starter\n", shared: true });
    backend.lesson({ id: "l2", title: "第 2 课", courseId: "c1", starterProjectId: starterProject.id });
    const { model, state } = studio();
    const own = await model.open(starterProject.id, { lesson: "l2" });
    model.edit("# mine\n");
    await model.save();
    const revision = state().contentRevision;
    await model.startOver();
    expect(state()).toMatchObject({ status: "saved", content: "# starter\n", projectId: own, dirty: false });
    expect(state().contentRevision).toBe(revision + 1);
    expect(backend.projects.get(own!)).toMatchObject({ body: "# starter\n", version: 3 });
  });

  it("另存为副本 on a lesson's copy makes an ordinary project of the learner's", async () => {
    const starterProject = backend.add({ ownerId: someoneElse, body: "# starter\n", shared: true });
    backend.lesson({ id: "l3", title: "第 3 课", courseId: "c1", starterProjectId: starterProject.id });
    const { model, state } = studio();
    const own = await model.open(starterProject.id, { lesson: "l3" });
    await model.saveAsCopy();
    expect(state()).toMatchObject({ status: "saved", action: "copy" });
    expect(state().projectId).not.toBe(own);
    expect(backend.projects.get(state().projectId!)).toMatchObject({ ownerId: me, parentId: own });
  });

  it("a visitor sees the starter of a lesson and is asked to sign in on 保存", async () => {
    const starterProject = backend.add({ ownerId: someoneElse, body: "# starter\n", shared: true });
    backend.lesson({ id: "l4", title: "第 4 课", courseId: "c1", starterProjectId: starterProject.id });
    const { model, state } = studio(null);
    await model.open(starterProject.id, { lesson: "l4" });
    expect(state()).toMatchObject({ status: "ready", content: "# starter\n" });
    expect(requests()).not.toContain("POST projects/lesson/l4");
    await model.saveAsCopy();
    expect(state()).toMatchObject({ status: "error", problem: "needs-login" });
  });
});

describe("failures", () => {
  it("a missing project opens the starter as a new project: 保存 creates one", async () => {
    const { model, state } = studio();
    await model.open("gone");
    expect(state()).toMatchObject({
      status: "error",
      problem: "not-found",
      projectId: null,
      content: starter,
    });
    await model.save();
    expect(state()).toMatchObject({ status: "saved" });
    expect(backend.projects.get(state().projectId!)?.ownerId).toBe(me);
  });

  it("quotas have their own problems; the work waits in the draft", async () => {
    const { model, state } = studio();
    await model.open(null);
    model.edit("big\n");
    server.on("POST", "projects", json(403, { message: "Quota", code: "quota_exceeded" }));
    await model.save();
    expect(state()).toMatchObject({ status: "error", problem: "too-many", action: "save" });
    server.on("POST", "projects", json(413, { message: "Too large", code: "payload_too_large" }));
    await model.save();
    expect(state()).toMatchObject({ status: "error", problem: "too-big" });
    server.on("POST", "projects", json(500, { message: "boom", code: "internal" }));
    await model.save();
    expect(state()).toMatchObject({ status: "error", problem: "failed" });
    await model.draftsSettled();
    expect(storedDraft("new")).toMatchObject({ body: "big\n" });
    // The failure stays through edits, until the next try.
    model.edit("big!\n");
    expect(state().status).toBe("error");
  });

  it("an older open's answer never replaces a newer one", async () => {
    const slow = backend.add({ ownerId: me, body: "slow\n" });
    const fast = backend.add({ ownerId: me, body: "fast\n" });
    server.on("GET", `projects/${slow.id}`, json(200, slow, 150));
    const { model, state } = studio();
    const first = model.open(slow.id);
    await model.open(fast.id);
    expect(await first).toBeNull();
    expect(state()).toMatchObject({ projectId: fast.id, content: "fast\n", status: "ready" });
  });

  it("a second 保存 while one is under way sends nothing", async () => {
    const project = backend.add({ ownerId: me, body: "a\n" });
    const { model } = studio();
    await model.open(project.id);
    model.edit("b\n");
    await Promise.all([model.save(), model.save()]);
    expect(server.requestsTo("PUT", `projects/${project.id}`)).toHaveLength(1);
  });
});

describe("drafts", () => {
  it("reads drafts written before the shared model (`code` for `body`)", async () => {
    storage.setItem(
      "qisi-python-draft:new",
      JSON.stringify({ code: "old\n", title: "旧", baseVersion: 0, savedAt: 1 }),
    );
    const { model, state } = studio();
    await model.open(null);
    expect(state()).toMatchObject({ content: "old\n", title: "旧", status: "dirty" });
  });

  it("ignores a broken draft", async () => {
    storage.setItem("qisi-python-draft:new", "{not json");
    const { model, state } = studio();
    await model.open(null);
    expect(state()).toMatchObject({ content: starter, status: "ready" });
  });
});

describe("a lazy editor (Scratch): content captured only to save or keep a draft", () => {
  type Shown = { json: string } | { sb3: string };
  /** The editor: what it shows, how often it was asked, and the before-save work it saw. */
  function lazyStudio(session: SessionResponse | null = signedIn(`token-${me}`, me)) {
    const editor = { json: '{"v":0}', captures: 0, uploads: [] as string[] };
    const stored = new Map<string, Draft>();
    const drafts: DraftStore = {
      read: async (key) => stored.get(key) ?? null,
      write: async (key, draft) => void stored.set(key, draft),
      clear: async (key) => void stored.delete(key),
    };
    const lazyAdapter: LanguageAdapter<Shown> = {
      kind: "scratch",
      defaultTitle: "我的 Scratch 作品",
      starter: () => ({ json: '{"v":0}' }),
      serialize: (content) => ("json" in content ? content.json : ""),
      deserialize: (body) => ({ json: body }),
      capture: async () => {
        editor.captures += 1;
        return { json: editor.json };
      },
      captureDraft: async () => new TextEncoder().encode(`sb3:${editor.json}`).buffer as ArrayBuffer,
      fromDraft: (body) => ({ sb3: new TextDecoder().decode(body as ArrayBuffer) }),
      beforeSave: async (content) => void editor.uploads.push(lazyAdapter.serialize(content)),
    };
    const api = testClient(server, session ? { session } : {});
    const model = createProjectModel({ api, adapter: lazyAdapter, drafts });
    return { model, editor, stored, state: () => model.getState() };
  }

  it("is dirty on touch() without asking the editor, and 保存 captures once, after the before-save work", async () => {
    const own = backend.add({ ownerId: me, kind: "scratch", body: '{"v":1}' });
    const { model, editor, state } = lazyStudio();
    await model.open(own.id);
    model.shown(state().contentRevision);
    editor.json = '{"v":2}';
    model.touch();
    model.touch();
    expect(state()).toMatchObject({ status: "dirty", dirty: true });
    expect(editor.captures).toBe(0);
    await model.save();
    expect(editor.captures).toBe(1);
    expect(editor.uploads).toEqual(['{"v":2}']);
    expect(state()).toMatchObject({ status: "saved", dirty: false });
    expect(backend.projects.get(own.id)?.body).toBe('{"v":2}');
  });

  it("waits for the editor to show the model's content before capturing it", async () => {
    const own = backend.add({ ownerId: me, kind: "scratch", body: '{"v":1}' });
    const { model, editor, state } = lazyStudio();
    await model.open(own.id);
    model.touch();
    const saving = model.save();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(editor.captures).toBe(0);
    model.shown(state().contentRevision);
    await saving;
    expect(editor.captures).toBe(1);
  });

  it("an edit made while saving stays unsaved", async () => {
    const own = backend.add({ ownerId: me, kind: "scratch", body: '{"v":1}' });
    const { model, state } = lazyStudio();
    await model.open(own.id);
    model.shown(state().contentRevision);
    model.touch();
    const saving = model.save();
    model.touch();
    await saving;
    expect(state()).toMatchObject({ status: "dirty", dirty: true });
  });

  it("keeps a visitor's work as the editor's draft (an .sb3), and a new project comes back from it", async () => {
    const visitor = lazyStudio(null);
    await visitor.model.open(null);
    visitor.model.shown(visitor.state().contentRevision);
    visitor.editor.json = '{"v":"visitor"}';
    visitor.model.touch();
    await visitor.model.save();
    await visitor.model.draftsSettled();
    expect(visitor.state()).toMatchObject({ status: "error", problem: "needs-login" });
    const draft = visitor.stored.get("new")!;
    expect(new TextDecoder().decode(draft.body as ArrayBuffer)).toBe('sb3:{"v":"visitor"}');

    // The same browser after signing in: the work is back, dirty, as the editor must load it.
    const after = lazyStudio();
    for (const [key, value] of visitor.stored) after.stored.set(key, value);
    await after.model.open(null);
    expect(after.state()).toMatchObject({
      status: "dirty",
      dirty: true,
      content: { sb3: 'sb3:{"v":"visitor"}' },
    });
  });

  it("settle() saves what is unsaved now, and no timer reads the editor afterwards", async () => {
    const own = backend.add({ ownerId: me, kind: "scratch", body: '{"v":1}' });
    const editor = { json: '{"v":1}', reads: 0 };
    const stored = new Map<string, Draft>();
    const timed = createProjectModel<Shown>({
      api: testClient(server, { session: signedIn(`token-${me}`, me) }),
      adapter: {
        kind: "scratch",
        defaultTitle: "我的 Scratch 作品",
        starter: () => ({ json: '{"v":0}' }),
        serialize: (content) => ("json" in content ? content.json : ""),
        deserialize: (body) => ({ json: body }),
        capture: async () => {
          editor.reads += 1;
          return { json: editor.json };
        },
        captureDraft: async () => {
          editor.reads += 1;
          return new TextEncoder().encode(editor.json).buffer as ArrayBuffer;
        },
      },
      drafts: {
        read: async (key) => stored.get(key) ?? null,
        write: async (key, draft) => void stored.set(key, draft),
        clear: async (key) => void stored.delete(key),
      },
      autosaveMs: 100,
    });
    await timed.open(own.id);
    timed.shown(timed.getState().contentRevision);
    editor.json = '{"v":2}';
    timed.touch();
    expect(await timed.settle()).toBe(true);
    expect(backend.projects.get(own.id)?.body).toBe('{"v":2}');
    const reads = editor.reads;
    // The editor shows another project now: neither the draft's nor the autosave's timer reads it.
    editor.json = '{"other":true}';
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(editor.reads).toBe(reads);
    expect(backend.projects.get(own.id)?.body).toBe('{"v":2}');
    expect(stored.size).toBe(0);
    // Nothing unsaved: settling again asks nothing.
    expect(await timed.settle()).toBe(true);
    expect(editor.reads).toBe(reads);
  });

  it("settle() waits for a save under way, and says when the server does not have it all", async () => {
    const own = backend.add({ ownerId: me, kind: "scratch", body: '{"v":1}' });
    const { model, editor, stored, state } = lazyStudio();
    await model.open(own.id);
    model.shown(state().contentRevision);
    editor.json = '{"v":2}';
    model.touch();
    const saving = model.save();
    expect(await model.settle()).toBe(true);
    await saving;
    expect(backend.projects.get(own.id)?.body).toBe('{"v":2}');
    server.on("PUT", `projects/${own.id}`, dropConnection);
    editor.json = '{"v":3}';
    model.touch();
    expect(await model.settle()).toBe(false);
    expect(state().status).toBe("offline");
    // The unsaved work is the draft, read while it was still on screen.
    expect(new TextDecoder().decode(stored.get(own.id)?.body as ArrayBuffer)).toBe('sb3:{"v":3}');
  });
});
