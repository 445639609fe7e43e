import { execFile } from "node:child_process";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { Problem, ProblemList } from "@qisi/api/contract";
import { readProblemFolder, readProblemZip, writeProblemZip } from "@qisi/judge";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importContentProblems } from "../src/problems/import.ts";
import { ProblemStore } from "../src/problems/store.ts";
import { call, newPhone, type SignedIn, signIn } from "./support/client.ts";
import { freshPostgresDatabase, startTestServer, type TestServer } from "./support/test-server.ts";

const fixtures = fileURLToPath(new URL("./fixtures/problems", import.meta.url));
const cliEntry = fileURLToPath(new URL("../src/cli.ts", import.meta.url));

/** Issue 18, problem packages: start-up import of content/problems, the admin upload and the CLI. */
describe("problem import", () => {
  const adminPhone = newPhone();
  let server: TestServer;
  let admin: SignedIn;
  let learner: SignedIn;
  let store: ProblemStore;
  let work: string;
  beforeAll(async () => {
    server = await startTestServer("pglite", { ADMIN_PHONES: adminPhone });
    store = new ProblemStore(server.ctx.db);
    [admin, learner] = await Promise.all([signIn(server.url, adminPhone), signIn(server.url, newPhone())]);
    work = await mkdtemp(join(tmpdir(), "qisi-problems-"));
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await rm(work, { recursive: true, force: true });
  });

  it("imports content/problems at start-up, only what changed, skipping a broken package", async () => {
    const dir = join(work, "content");
    await cp(fixtures, dir, { recursive: true });
    const first = await importContentProblems(store, dir);
    expect(first.written).toEqual(["fixture-sum"]);
    expect(first.refused.map((r) => r.folder)).toEqual(["broken-package"]);
    expect(first.refused[0]!.reason).toMatch(/[\u4e00-\u9fff]/);
    const again = await importContentProblems(store, dir);
    expect(again).toMatchObject({ written: [], unchanged: 1 });

    await writeFile(join(dir, "fixture-sum/testdata/3.out"), "-2\n\n");
    await writeFile(join(dir, "fixture-sum/testdata/3.in"), "-7 5\n");
    const changed = await importContentProblems(store, dir);
    expect(changed.written).toEqual(["fixture-sum"]);
    expect((await store.judgeable("fixture-sum"))?.tests[2]?.input).toBe("-7 5\n");

    const problem = await call<Problem>(server.url, "/problems/fixture-sum");
    expect(problem.body).toMatchObject({ title: "两个篮子", level: 1, timeLimitMs: 1000, memoryLimitMb: 64 });
    expect(problem.body.samples).toEqual([{ input: "1 2\n", output: "3\n" }]);
    expect(problem.body.statement).toContain("$a+b$");
  });

  it("lets an admin upload a zip and download it back; others get the unknown-path 404", async () => {
    const pkg = await readProblemFolder(join(fixtures, "fixture-sum"));
    const zip = Buffer.from(writeProblemZip({ ...pkg, id: "uploaded-sum", title: "上传的题" }));
    const upload = (token: string, body: BodyInit, type = "application/zip") =>
      fetch(`${server.url}/admin/problems`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": type },
        body,
      });
    const refused = await upload(learner.token, zip);
    expect(refused.status).toBe(404);
    const done = await upload(admin.token, zip);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ imported: ["uploaded-sum"] });
    const list = await call<ProblemList>(server.url, "/problems");
    expect(list.body.items.map((p) => p.id)).toContain("uploaded-sum");

    const garbage = await upload(admin.token, "this is not a zip", "application/octet-stream");
    expect(garbage.status).toBe(400);
    expect((await garbage.json()).detail).toMatch(/[\u4e00-\u9fff]/);

    const exported = await fetch(`${server.url}/admin/problems/uploaded-sum/package`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(exported.headers.get("content-type")).toBe("application/zip");
    const back = readProblemZip(new Uint8Array(await exported.arrayBuffer()));
    expect(back.title).toBe("上传的题");
    expect(back.judge.tests).toEqual(pkg.judge.tests);
    const hidden = await fetch(`${server.url}/admin/problems/uploaded-sum/package`, {
      headers: { authorization: `Bearer ${learner.token}` },
    });
    expect(hidden.status).toBe(404);
  });

  it("imports and exports from the command line (pnpm --filter @qisi/server cli problem …)", async () => {
    const databaseUrl = await freshPostgresDatabase();
    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, ["--conditions=source", cliEntry, "problem", ...args], {
        env: { ...process.env, DATABASE_URL: databaseUrl },
      });
    const zipPath = join(work, "cli-sum.zip");
    const pkg = await readProblemFolder(join(fixtures, "fixture-sum"));
    await writeFile(zipPath, writeProblemZip({ ...pkg, id: "cli-sum" }));
    const imported = await run("import", zipPath);
    expect(imported.stdout).toContain("导入 cli-sum");
    expect((await run("list")).stdout).toContain("cli-sum\tGESP 1\t两个篮子");
    const out = join(work, "out.zip");
    await run("export", "cli-sum", out);
    expect(readProblemZip(new Uint8Array(await readFile(out))).judge.tests).toEqual(pkg.judge.tests);
    await expect(run("import", join(fixtures, "broken-package"))).rejects.toMatchObject({ code: 1 });
  }, 120_000);
});
