import { mkdtempSync, rmSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type ChildServer, spawnServer } from "./support/child-server.ts";
import { call, newPhone, signIn } from "./support/client.ts";
import { freshPostgresDatabase, pgliteDataDir } from "./support/test-server.ts";

/** A GET on a connection of its own: `sent` once its bytes are out, `reply` with the answer. */
function sentRequest(url: string) {
  let sent!: () => void;
  const wasSent = new Promise<void>((resolve) => {
    sent = resolve;
  });
  const reply = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = get(url, { agent: false }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        body += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("finish", sent);
    request.on("error", reject);
  });
  return { sent: wasSent, reply };
}

describe("the server process", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "qisi-durability-"));
  const started: ChildServer[] = [];
  const env = { DATA_DIR: dataDir, JWT_SECRET: "durability-secret" };
  afterAll(() => {
    for (const server of started) if (server.process.exitCode === null) server.process.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("leaves every project at its previous or its new version after kill -9 during saves", async () => {
    await pgliteDataDir(dataDir);
    const first = await spawnServer(env);
    started.push(first);
    const person = await signIn(first.base, newPhone());
    const projectCount = 6;
    const projects: { id: string; acked: number }[] = [];
    for (let n = 0; n < projectCount; n += 1) {
      const created = await call(first.base, "/projects", {
        token: person.token,
        body: { kind: "scratch", title: `作品 ${n}`, body: JSON.stringify({ rev: 1 }) },
      });
      projects.push({ id: created.body.id, acked: 1 });
    }

    // Each project saves in a loop; the body names the version it becomes, so we can check it later.
    let killed = false;
    const pad = "积木".repeat(20_000);
    const writers = projects.map(async (project) => {
      while (!killed) {
        const next = project.acked + 1;
        try {
          const reply = await call(first.base, `/projects/${project.id}`, {
            method: "PUT",
            token: person.token,
            body: { body: JSON.stringify({ rev: next, pad }), version: project.acked },
          });
          if (reply.status === 200) project.acked = next;
        } catch {
          return;
        }
      }
    });
    // Killed once every project has a save acknowledged, while each is still saving: a fixed wait
    // could end before a single save on a busy machine, and waited 2.5 s on a quiet one.
    await expect
      .poll(() => projects.every((project) => project.acked > 1), { timeout: 240_000, interval: 50 })
      .toBe(true);
    killed = true;
    first.process.kill("SIGKILL");
    expect(await first.exited).toBe("SIGKILL");
    await Promise.allSettled(writers);
    expect(projects.every((project) => project.acked > 1)).toBe(true);

    const second = await spawnServer(env);
    started.push(second);
    for (const project of projects) {
      const loaded = await call(second.base, `/projects/${project.id}`, { token: person.token });
      expect(loaded.status).toBe(200);
      expect([project.acked, project.acked + 1]).toContain(loaded.body.version);
      const body = JSON.parse(loaded.body.body);
      expect(body.rev).toBe(loaded.body.version);
    }
    second.process.kill("SIGTERM");
    expect(await second.exited).toBe(0);
    // Two server starts and the saves between them: minutes on a loaded 2-core machine.
  }, 300_000);

  it("finishes requests in flight on SIGTERM, then exits 0", async () => {
    // On a migrated Postgres database the process starts in a second or two; an in-memory PGlite
    // would run initdb and every migration first, and the shutdown under test is the same.
    const server = await spawnServer({ DATA_DIR: ":memory:", DATABASE_URL: await freshPostgresDatabase() });
    started.push(server);
    const slow = sentRequest(`${server.base}/diag/status/200?delay=1500`);
    // In flight for certain, not after a guessed 300 ms (a loaded machine took longer to send it):
    // the slow request's bytes were out before a second connection was opened, and the server
    // answers that one only after reading them.
    await slow.sent;
    expect((await call(server.base, "/diag/status/200")).status).toBe(200);
    server.process.kill("SIGTERM");
    const reply = await slow.reply;
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body).delay).toBe(1500);
    expect(await server.exited).toBe(0);
  }, 120_000);
});
