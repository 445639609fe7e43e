import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ScratchLibrary } from "@qisi/api/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/connect.ts";
import { importLibrary, readLibrary, seedStarterLibrary } from "../src/scratch-library/library.ts";
import { starterLibrary } from "../src/scratch-library/starter-library.ts";
import { readZip } from "../src/scratch-library/zip.ts";
import { runCliInProcess } from "./support/cli.ts";
import { call, newPhone, signIn } from "./support/client.ts";
import { backends, startTestServer, type TestServer } from "./support/test-server.ts";
import { writeZip } from "./support/zip-writer.ts";

const md5 = (data: Buffer) => createHash("md5").update(data).digest("hex");
const svg = (color: string, width = 60, height = 40) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${color}"/></svg>`,
  );

function wav(samples: number, rate = 8000): Buffer {
  const data = Buffer.alloc(44 + samples * 2);
  data.write("RIFF", 0, "ascii");
  data.writeUInt32LE(36 + samples * 2, 4);
  data.write("WAVEfmt ", 8, "ascii");
  data.writeUInt32LE(16, 16);
  data.writeUInt16LE(1, 20);
  data.writeUInt16LE(1, 22);
  data.writeUInt32LE(rate, 24);
  data.writeUInt32LE(rate * 2, 28);
  data.writeUInt16LE(2, 32);
  data.writeUInt16LE(16, 34);
  data.write("data", 36, "ascii");
  data.writeUInt32LE(samples * 2, 40);
  return data;
}

/** A minimal Scratch 3 project with a stage backdrop and one sprite, as an .sb3. */
function sb3(): Buffer {
  const backdrop = svg("#123456", 480, 360);
  const costume = svg("#abcdef");
  const sound = wav(800);
  const media = (name: string, data: Buffer, extension: string) => ({
    name,
    assetId: md5(data),
    md5ext: `${md5(data)}.${extension}`,
    dataFormat: extension,
  });
  const project = {
    targets: [
      {
        isStage: true,
        name: "Stage",
        costumes: [{ ...media("夜晚", backdrop, "svg"), rotationCenterX: 240, rotationCenterY: 180 }],
        sounds: [],
        blocks: {},
        variables: {},
      },
      {
        isStage: false,
        name: "跳跳猴",
        costumes: [{ ...media("猴子", costume, "svg"), rotationCenterX: 30, rotationCenterY: 20 }],
        sounds: [{ ...media("吱吱", sound, "wav"), rate: 8000, sampleCount: 800 }],
        blocks: {
          a: {
            opcode: "event_whenflagclicked",
            next: null,
            parent: null,
            inputs: {},
            fields: {},
            topLevel: true,
            shadow: false,
            x: 0,
            y: 0,
          },
        },
        variables: {},
        layerOrder: 1,
      },
    ],
    meta: { semver: "3.0.0" },
  };
  return writeZip({
    "project.json": JSON.stringify(project),
    [`${md5(backdrop)}.svg`]: backdrop,
    [`${md5(costume)}.svg`]: costume,
    [`${md5(sound)}.wav`]: sound,
  });
}

describe("the starter library", () => {
  const { entries, assets, starter } = starterLibrary();

  it("has at least 30 original items across the four kinds, with Chinese names", () => {
    expect(entries.length).toBeGreaterThanOrEqual(30);
    for (const kind of ["costume", "backdrop", "sprite", "sound"])
      expect(entries.filter((entry) => entry.kind === kind).length).toBeGreaterThanOrEqual(5);
    for (const entry of entries) expect(entry.name).toMatch(/[\u4e00-\u9fff]/);
  });

  it("is the same bytes every time, named by their md5", () => {
    const again = starterLibrary();
    expect(again.assets.map((file) => file.md5ext)).toEqual(assets.map((file) => file.md5ext));
    for (const file of assets) expect(file.md5ext.split(".")[0]).toBe(md5(file.data));
  });

  it("makes playable WAVs and a starter project that uses only library files", () => {
    const sound = assets.find((file) => file.md5ext.endsWith(".wav"))!;
    expect(sound.data.toString("ascii", 0, 4)).toBe("RIFF");
    const names = new Set(assets.map((file) => file.md5ext));
    const targets = starter.targets as { costumes: { md5ext: string }[]; sounds: { md5ext: string }[] }[];
    for (const target of targets)
      for (const media of [...target.costumes, ...target.sounds]) expect(names.has(media.md5ext)).toBe(true);
  });
});

describe("zip reading", () => {
  it("reads the files of an sb3", () => {
    const files = readZip(sb3());
    expect(JSON.parse(files.get("project.json")!.toString()).targets).toHaveLength(2);
    expect(files.size).toBe(4);
  });
});

describe.each(backends)("the Scratch library on %s", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server.close());

  it("serves the starter library and every file it names", async () => {
    const reply = await call<ScratchLibrary>(server.url, "/scratch/library");
    expect(reply.status).toBe(200);
    const library = reply.body;
    expect(
      library.costumes.length + library.backdrops.length + library.sprites.length + library.sounds.length,
    ).toBeGreaterThanOrEqual(30);
    expect(library.sprites.find((sprite) => sprite.name === "小启")?.costumes).toHaveLength(2);
    const files = new Set<string>();
    for (const item of [...library.costumes, ...library.backdrops, ...library.sounds]) files.add(item.md5ext);
    for (const sprite of library.sprites)
      for (const media of [...sprite.costumes, ...sprite.sounds]) files.add(media.md5ext);
    for (const name of files) {
      const response = await fetch(`${server.url}/assets/${name}`);
      expect(response.status, name).toBe(200);
      expect(md5(Buffer.from(await response.arrayBuffer()))).toBe(name.split(".")[0]);
    }
    expect(library.starter).toHaveProperty("targets");
  });

  it("imports a folder and an sb3, and lists them after the starter items", async () => {
    const folder = mkdtempSync(join(tmpdir(), "qisi-library-"));
    mkdirSync(join(folder, "backdrops"));
    mkdirSync(join(folder, "声音"));
    writeFileSync(join(folder, "红方块.svg"), svg("#ff0000"));
    writeFileSync(join(folder, "backdrops", "大海.svg"), svg("#0000ff", 480, 360));
    writeFileSync(join(folder, "声音", "嘀.wav"), wav(4000));
    writeFileSync(join(folder, "notes.txt"), "not media");
    const project = join(folder, "猴子乐园.sb3");
    writeFileSync(project, sb3());
    const summary = await importLibrary(server.ctx.db, [folder], { tags: ["animals"] });
    expect(summary).toMatchObject({ costume: 1, backdrop: 2, sprite: 1, sound: 1 });
    expect(summary.skipped).toHaveLength(1);
    const library = await readLibrary(server.ctx.db);
    expect(library.costumes.at(-1)).toMatchObject({
      name: "红方块",
      rotationCenterX: 30,
      rotationCenterY: 20,
      tags: ["animals"],
    });
    expect(library.backdrops.map((item) => item.name)).toEqual(expect.arrayContaining(["大海", "夜晚"]));
    expect(library.sounds.at(-1)).toMatchObject({ name: "嘀", rate: 8000, sampleCount: 4000 });
    const monkey = library.sprites.at(-1)!;
    expect(monkey.name).toBe("跳跳猴");
    expect(Object.keys(monkey.blocks)).toHaveLength(1);
    const asset = await fetch(`${server.url}/assets/${monkey.sounds[0]!.md5ext}`);
    expect(asset.status).toBe(200);
    // Importing the same files again updates, never duplicates.
    await importLibrary(server.ctx.db, [folder], { tags: ["animals"] });
    const again = await readLibrary(server.ctx.db);
    expect(again.sprites.length).toBe(library.sprites.length);
    expect(again.costumes.length).toBe(library.costumes.length);
  });

  it("lets an owner share a project, so others can open and remix it", async () => {
    const owner = await signIn(server.url, newPhone());
    const other = await signIn(server.url, newPhone());
    const created = await call(server.url, "/projects", {
      method: "POST",
      token: owner.token,
      body: { kind: "scratch", title: "分享的作品", body: "{}" },
    });
    const id = created.body.id as string;
    expect((await call(server.url, `/projects/${id}`, { token: other.token })).status).toBe(404);
    expect(
      (
        await call(server.url, `/projects/${id}`, {
          method: "PATCH",
          token: other.token,
          body: { shared: true },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(server.url, `/projects/${id}`, {
          method: "PATCH",
          token: owner.token,
          body: { shared: true },
        })
      ).status,
    ).toBe(200);
    expect((await call(server.url, `/projects/${id}`, { token: other.token })).body.shared).toBe(true);
    expect(
      (await call(server.url, `/projects/${id}`, { method: "PATCH", token: owner.token, body: {} })).status,
    ).toBe(400);
  });
});

describe("the operator command", () => {
  it("imports a folder into the server's database", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "qisi-cli-"));
    const folder = join(dataDir, "media");
    mkdirSync(join(folder, "sprites"), { recursive: true });
    writeFileSync(join(folder, "sprites", "猴子乐园.sb3"), sb3());
    const env = { ...process.env, DATA_DIR: join(dataDir, "db"), LOG_LEVEL: "silent" };
    const imported = await runCliInProcess(["scratch-library", "import", folder, "--tags", "animals"], env);
    expect(imported).toMatchObject({ code: 0, stdout: expect.stringContaining("角色 1") });
    const listed = await runCliInProcess(["scratch-library", "list"], env);
    expect(listed.stdout).toMatch(/sprite\timport\t1/);
    const database = await openDatabase({ databaseUrl: null, dataDir: join(dataDir, "db") });
    try {
      await seedStarterLibrary(database.db);
      expect((await readLibrary(database.db)).sprites.at(-1)?.name).toBe("跳跳猴");
    } finally {
      await database.close();
    }
  }, 60_000);
});
