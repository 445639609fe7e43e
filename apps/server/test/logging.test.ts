import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maskPhoneNumbers, serializeError } from "../src/http/log-serializers.ts";
import { type ChildServer, spawnServer } from "./support/child-server.ts";
import { call, signIn } from "./support/client.ts";
import { freshPostgresDatabase } from "./support/test-server.ts";

/** A child's code, which must never reach a log line. */
const source = 'name = input("你叫什么名字？")\nprint("SECRET-SOURCE-7f3a", name)\n';
const phone = "13812340000";

describe("the request log at LOG_LEVEL=info", () => {
  let server: ChildServer;
  let output = "";
  beforeAll(async () => {
    // A migrated Postgres database: the log lines under test are the same, without PGlite's initdb
    // and migrations in the child.
    server = await spawnServer({
      LOG_LEVEL: "info",
      DATA_DIR: ":memory:",
      DATABASE_URL: await freshPostgresDatabase(),
      JWT_SECRET: "log-test",
    });
    server.process.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    server.process.stderr!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
  }, 180_000);
  afterAll(async () => {
    server.process.kill("SIGTERM");
    await server.exited;
  });

  /** The request lines logged after `from` (pino writes one JSON object per line). */
  const linesSince = (from: number) =>
    output
      .slice(from)
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      // Lines about a request (the server's own, like "Server listening", have no request id).
      .filter((line) => "reqId" in line);

  it("writes one line per request, without phone numbers, query strings, bodies or code", async () => {
    const start = output.length;
    // signIn: captcha, SMS code (phone in the body), the dev outbox (phone in the query), login.
    const person = await signIn(server.base, phone);
    const created = await call(server.base, "/projects", {
      token: person.token,
      body: { kind: "python", title: `给 ${phone} 的作品`, body: source },
    });
    expect(created.status).toBe(201);
    const saved = await call(server.base, `/projects/${created.body.id}`, {
      method: "PUT",
      token: person.token,
      body: { body: source, version: 999 },
    });
    expect(saved.status).toBe(409);
    // Refused input: the body is not JSON, and a validation error quoting the phone and the code.
    const broken = await call(server.base, "/projects", {
      token: person.token,
      raw: `{"kind":"python","body":${JSON.stringify(source)},"title":"${phone}`,
      headers: { "content-type": "application/json" },
    });
    expect(broken.status).toBe(400);
    const invalid = await call(server.base, "/accounts/chal/sms", {
      body: { phone: `${phone}0`, note: source },
    });
    expect(invalid.status).toBeGreaterThanOrEqual(400);
    const requests = 4 + 4;
    await expect.poll(() => linesSince(start).filter((line) => line.msg === "request").length).toBe(requests);

    const lines = linesSince(start);
    const text = output.slice(start);
    expect(text).not.toContain(phone);
    expect(text).not.toContain("SECRET-SOURCE");
    expect(text).not.toContain("你叫什么名字");
    expect(text).not.toContain("?phone");
    // One line per request: every line belongs to a different request.
    const ids = lines.map((line) => line.reqId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(lines.find((line) => line.route === "/api/projects/:id")).toMatchObject({
      method: "PUT",
      status: 409,
    });
    expect(lines.find((line) => line.route === "/api/dev/sms")).toMatchObject({ method: "GET", status: 200 });
    for (const line of lines) {
      expect(Object.keys(line).sort(), JSON.stringify(line)).toEqual([
        "hostname",
        "level",
        "method",
        "ms",
        "msg",
        "pid",
        "reqId",
        "route",
        "status",
        "time",
      ]);
    }
  });
});

describe("log serializers", () => {
  it("masks mainland mobile numbers and leaves timestamps and ids alone", () => {
    expect(maskPhoneNumbers(`phone=${phone}, +86${phone}, 138-1234-0000, 138 1234 0000`)).toBe(
      "phone=138****0000, +86138****0000, 138-****-0000, 138 **** 0000",
    );
    expect(maskPhoneNumbers('{"time":1764057600000,"id":"213812340000"}')).toBe(
      '{"time":1764057600000,"id":"213812340000"}',
    );
  });

  it("keeps a failed query's name and frames but never its parameters", () => {
    const cause = Object.assign(new Error(`duplicate key value: "${phone}"`), {
      detail: `Key (phone)=(${phone})`,
    });
    const error = Object.assign(
      new Error(`Failed query: insert into "projects" ("body") values ($1)\nparams: ${source},${phone}`, {
        cause,
      }),
      { query: 'insert into "projects"', params: [source, phone] },
    );
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain(phone);
    expect(logged).not.toContain("SECRET-SOURCE");
    expect(logged).not.toContain("params");
    expect(logged).toContain("Failed query: insert into");
    expect(logged).toContain("logging.test.ts");
  });

  it("drops the input JSON.parse quotes in its message", () => {
    let error: unknown;
    try {
      JSON.parse(`{"body":${JSON.stringify(source)},`);
    } catch (caught) {
      error = caught;
    }
    expect(JSON.stringify(serializeError(error))).not.toContain("SECRET-SOURCE");
  });
});
