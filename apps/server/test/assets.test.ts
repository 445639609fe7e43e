import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, newPhone, type SignedIn, signIn } from "./support/client.ts";
import { backends, startTestServer, type TestServer } from "./support/test-server.ts";

const md5 = (data: Uint8Array) => createHash("md5").update(data).digest("hex");

describe.each(backends)("Scratch assets on %s", (backend) => {
  let server: TestServer;
  let base: string;
  let person: SignedIn;
  beforeAll(async () => {
    server = await startTestServer(backend);
    base = server.url;
    person = await signIn(base, newPhone());
  });
  afterAll(() => server.close());

  const upload = (
    name: string,
    data: Uint8Array,
    contentType = "application/octet-stream",
    method = "POST",
  ) =>
    call(base, `/assets/${name}`, {
      method,
      token: person.token,
      raw: new Uint8Array(data),
      headers: { "content-type": contentType },
    });

  it.each([
    ["svg", "image/svg+xml", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ["png", "image/png", Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])],
    ["wav", "audio/wav", Buffer.from("RIFF....WAVEfmt ")],
    ["mp3", "audio/mpeg", Buffer.from([0xff, 0xfb, 0x90, 0x00])],
  ])("stores a %s by its md5 and serves it with its content type", async (extension, contentType, data) => {
    const name = `${md5(data)}.${extension}`;
    const stored = await upload(name, data, contentType);
    expect(stored.status).toBe(200);
    expect(stored.body).toEqual({ ok: true, md5ext: name });
    const again = await upload(name, data, "application/octet-stream", "PUT");
    expect(again.status).toBe(200);
    const response = await fetch(`${base}/assets/${name}`);
    expect(response.headers.get("content-type")).toContain(contentType);
    expect(response.headers.get("cache-control")).toContain("immutable");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(data);
  });

  it("rejects bytes that do not match the name", async () => {
    const reply = await upload(`${md5(Buffer.from("a"))}.png`, Buffer.from("b"));
    expect(reply.status).toBe(400);
    expect(reply.body.detail).toContain("对不上");
  });

  it("rejects unknown extensions, bad names, empty bodies and visitors", async () => {
    const data = Buffer.from("x");
    expect((await upload(`${md5(data)}.exe`, data)).status).toBe(400);
    expect((await upload("../../etc/passwd.png", data)).status).toBe(404);
    expect((await upload(`${md5(data)}'--.png`, data)).status).toBe(400);
    expect((await upload(`${md5(Buffer.alloc(0))}.png`, Buffer.alloc(0))).status).toBe(400);
    const visitor = await call(base, `/assets/${md5(data)}.png`, {
      method: "POST",
      raw: new Uint8Array(data),
      headers: { "content-type": "image/png" },
    });
    expect(visitor.status).toBe(401);
  });

  it("rejects assets over 10 MB", async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 1);
    const reply = await upload(`${md5(big)}.wav`, big, "audio/wav");
    expect(reply.status).toBe(413);
    expect(reply.body.code).toBe("payload_too_large");
  });

  it("answers 404 for an asset nobody uploaded", async () => {
    const reply = await call(base, `/assets/${"0".repeat(32)}.png`);
    expect(reply.status).toBe(404);
    expect(reply.body.code).toBe("not_found");
  });

  it("serves the seeded starter assets", async () => {
    const starter = await call(base, "/projects/starter-scratch-cat");
    const costume = JSON.parse(starter.body.body).targets[1].costumes[0].md5ext;
    const response = await fetch(`${base}/assets/${costume}`);
    expect(response.status).toBe(200);
    expect(md5(Buffer.from(await response.arrayBuffer()))).toBe(costume.slice(0, 32));
  });
});
