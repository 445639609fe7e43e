import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, extname, join } from "node:path";
import type { ScratchLibrary } from "@qisi/api/contract";
import { asc, eq, sql } from "drizzle-orm";
import { keepForLibrary } from "../assets/store.ts";
import type { Db } from "../db/connect.ts";
import { assets, scratchLibrary } from "../db/schema.ts";
import {
  asset,
  costumeItem,
  type LibraryAsset,
  type LibraryEntry,
  type LibraryKind,
  soundItem,
  starterLibrary,
} from "./starter-library.ts";
import { readZip } from "./zip.ts";

const starter = starterLibrary();

async function storeAssets(db: Db, files: readonly LibraryAsset[]) {
  for (const file of files)
    await db
      .insert(assets)
      .values({ md5ext: file.md5ext, contentType: file.contentType, data: file.data, size: file.data.length })
      .onConflictDoUpdate(keepForLibrary);
}

async function storeEntries(
  db: Db,
  entries: readonly LibraryEntry[],
  source: "starter" | "import",
  sortFrom = 0,
) {
  for (const [index, entry] of entries.entries()) {
    const id =
      source === "starter"
        ? `starter:${entry.kind}:${entry.name}`
        : `import:${entry.kind}:${createHash("md5").update(JSON.stringify(entry.item)).digest("hex")}`;
    const row = {
      id,
      kind: entry.kind,
      name: entry.name,
      tags: entry.tags,
      item: entry.item,
      source,
      sort: sortFrom + index,
    };
    await db
      .insert(scratchLibrary)
      .values(row)
      .onConflictDoUpdate({
        target: scratchLibrary.id,
        set: { name: row.name, tags: row.tags, item: row.item, sort: row.sort },
      });
  }
}

/** Brings the shipped starter library up to date; safe at every start and from several instances. */
export async function seedStarterLibrary(db: Db): Promise<void> {
  // Every start runs this: skip the writes when the stored starter items are already these.
  const stored = await db
    .select({ id: scratchLibrary.id, item: scratchLibrary.item })
    .from(scratchLibrary)
    .where(eq(scratchLibrary.source, "starter"));
  const wanted = new Map(
    starter.entries.map((entry) => [`starter:${entry.kind}:${entry.name}`, JSON.stringify(entry.item)]),
  );
  const same =
    stored.length === wanted.size &&
    stored.every(
      (row) => wanted.get(row.id) !== undefined && sameJson(JSON.parse(wanted.get(row.id)!), row.item),
    );
  if (same) return;
  await db.transaction(async (tx) => {
    await storeAssets(tx as unknown as Db, starter.assets);
    await storeEntries(tx as unknown as Db, starter.entries, "starter");
  });
}

function sameJson(a: unknown, b: unknown): boolean {
  // jsonb does not keep key order: compare with sorted keys.
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value && typeof value === "object"
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
          )
        : value;
  return JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
}

/** `GET scratch/library`: starter items first, then imports in the order they came. */
export async function readLibrary(db: Db): Promise<ScratchLibrary> {
  const rows = await db
    .select()
    .from(scratchLibrary)
    .orderBy(
      sql`${scratchLibrary.source} = 'import'`,
      asc(scratchLibrary.sort),
      asc(scratchLibrary.createdAt),
    );
  const library: ScratchLibrary = {
    costumes: [],
    backdrops: [],
    sprites: [],
    sounds: [],
    starter: starter.starter,
  };
  const lists = {
    costume: library.costumes,
    backdrop: library.backdrops,
    sprite: library.sprites,
    sound: library.sounds,
  };
  for (const row of rows)
    (lists[row.kind] as unknown[]).push({ ...row.item, name: row.name, tags: row.tags });
  return library;
}

export interface ImportOptions {
  /** Every imported item gets these tags (Scratch's library filters: animals, people, outdoors…). */
  tags?: string[];
  /** Forces the kind of loose image files (costume or backdrop); otherwise the folder name decides. */
  kind?: "costume" | "backdrop";
}

export interface ImportSummary {
  costume: number;
  backdrop: number;
  sprite: number;
  sound: number;
  assets: number;
  skipped: string[];
}

const imageTypes: Record<string, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
};
const soundTypes: Record<string, string> = { wav: "audio/wav", mp3: "audio/mpeg" };

/** Folder names that say what the files inside are (English or Chinese). */
const folderKinds: Record<string, LibraryKind> = {
  costumes: "costume",
  costume: "costume",
  造型: "costume",
  backdrops: "backdrop",
  backdrop: "backdrop",
  背景: "backdrop",
  sprites: "sprite",
  角色: "sprite",
  sounds: "sound",
  sound: "sound",
  声音: "sound",
};

/** Width and height of an SVG, PNG or JPEG (for the rotation centre). */
export function imageSize(data: Buffer, extension: string): { width: number; height: number } {
  if (extension === "svg") {
    const text = data.toString("utf8", 0, Math.min(data.length, 4000));
    const tag = text.slice(text.indexOf("<svg"));
    const number = (name: string) =>
      Number.parseFloat(new RegExp(`\\s${name}="([\\d.]+)`).exec(tag)?.[1] ?? "");
    const viewBox = /viewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(tag);
    const width = number("width") || Number(viewBox?.[1]) || 100;
    const height = number("height") || Number(viewBox?.[2]) || 100;
    return { width, height };
  }
  if (extension === "png" && data.length > 24)
    return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
  if (extension === "gif" && data.length > 10)
    return { width: data.readUInt16LE(6), height: data.readUInt16LE(8) };
  if (extension === "jpg" || extension === "jpeg") {
    for (let offset = 2; offset + 9 < data.length; ) {
      const marker = data.readUInt16BE(offset);
      if (marker >= 0xffc0 && marker <= 0xffc3)
        return { height: data.readUInt16BE(offset + 5), width: data.readUInt16BE(offset + 7) };
      offset += 2 + data.readUInt16BE(offset + 2);
    }
  }
  return { width: 100, height: 100 };
}

/** Rate and length of a PCM WAV (an mp3 gets 44.1 kHz and an estimate from its size). */
export function soundInfo(data: Buffer, extension: string): { rate: number; sampleCount: number } {
  if (extension === "wav" && data.toString("ascii", 0, 4) === "RIFF") {
    let rate = 22050;
    let blockAlign = 2;
    for (let offset = 12; offset + 8 <= data.length; ) {
      const id = data.toString("ascii", offset, offset + 4);
      const size = data.readUInt32LE(offset + 4);
      if (id === "fmt ") {
        rate = data.readUInt32LE(offset + 12);
        blockAlign = data.readUInt16LE(offset + 20) || 2;
      } else if (id === "data") return { rate, sampleCount: Math.floor(size / blockAlign) };
      offset += 8 + size + (size % 2);
    }
  }
  // 128 kbit/s is typical; the GUI only shows the length.
  return { rate: 44100, sampleCount: Math.round((data.length / 16_000) * 44100) };
}

interface Target {
  isStage: boolean;
  name: string;
  costumes: { name: string; assetId: string; md5ext?: string; dataFormat: string }[];
  sounds: { name: string; assetId: string; md5ext?: string; dataFormat: string }[];
  [field: string]: unknown;
}

function zipAssets(files: Map<string, Buffer>, target: Target): LibraryAsset[] {
  const found: LibraryAsset[] = [];
  for (const media of [...target.costumes, ...target.sounds]) {
    const name = media.md5ext ?? `${media.assetId}.${media.dataFormat}`;
    const data = files.get(name);
    if (!data) throw new Error(`文件里缺少素材 ${name}`);
    const extension = name.split(".").pop()!.toLowerCase();
    // Named by the bytes' md5, as our asset store requires (some tools name files differently).
    const stored = asset(
      data,
      extension,
      imageTypes[extension] ?? soundTypes[extension] ?? "application/octet-stream",
    );
    media.assetId = stored.md5ext.split(".")[0]!;
    media.md5ext = stored.md5ext;
    found.push(stored);
  }
  return found;
}

function spriteFromTarget(target: Target, tags: string[]): LibraryEntry {
  const { layerOrder: _layer, ...item } = target;
  return { kind: "sprite", name: target.name, tags, item: { ...item, isStage: false, tags } };
}

/** Reads one file into library entries and the assets they need. */
export function readLibraryFile(
  path: string,
  options: ImportOptions = {},
): { entries: LibraryEntry[]; files: LibraryAsset[] } {
  const extension = extname(path).slice(1).toLowerCase();
  const name = basename(path, extname(path));
  const tags = options.tags ?? [];
  const data = readFileSync(path);
  const folderKind = folderKinds[basename(dirname(path)).toLowerCase()];
  if (extension === "sb3") {
    const files = readZip(data);
    const project = JSON.parse(files.get("project.json")?.toString("utf8") ?? "null") as {
      targets?: Target[];
    } | null;
    if (!project?.targets) throw new Error("sb3 里没有 project.json");
    const entries: LibraryEntry[] = [];
    const needed: LibraryAsset[] = [];
    for (const target of project.targets) {
      needed.push(...zipAssets(files, target));
      if (target.isStage) {
        for (const costume of target.costumes) {
          const { md5ext: _m, ...rest } = costume as Record<string, unknown>;
          entries.push({
            kind: "backdrop",
            name: costume.name,
            tags,
            item: { ...rest, md5ext: costume.md5ext, tags },
          });
        }
      } else entries.push(spriteFromTarget(target, tags));
    }
    return { entries, files: needed };
  }
  if (extension === "sprite3") {
    const files = readZip(data);
    const target = JSON.parse(files.get("sprite.json")?.toString("utf8") ?? "null") as Target | null;
    if (!target?.costumes) throw new Error("sprite3 里没有 sprite.json");
    const needed = zipAssets(files, target);
    return { entries: [spriteFromTarget({ ...target, name: target.name || name }, tags)], files: needed };
  }
  if (imageTypes[extension]) {
    const kind = options.kind ?? (folderKind === "backdrop" ? "backdrop" : "costume");
    const file = asset(data, extension === "jpeg" ? "jpg" : extension, imageTypes[extension]);
    const size = imageSize(data, extension);
    // Bitmaps are drawn at half size unless marked otherwise (Scratch's bitmapResolution 2).
    const resolution = extension === "svg" ? 1 : 2;
    const item = costumeItem(
      name,
      file,
      { width: size.width / resolution, height: size.height / resolution },
      tags,
      resolution,
    );
    return { entries: [{ kind, name, tags, item }], files: [file] };
  }
  if (soundTypes[extension]) {
    const file = asset(data, extension, soundTypes[extension]);
    const { rate, sampleCount } = soundInfo(data, extension);
    return {
      entries: [{ kind: "sound", name, tags, item: soundItem(name, file, rate, sampleCount, tags) }],
      files: [file],
    };
  }
  throw new Error("不认识的文件类型");
}

function walk(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith("."))
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => walk(join(path, entry.name)));
}

/**
 * The operator's import: folders (costumes/, backdrops/, sounds/, sprites/ or 造型/背景/声音/角色
 * decide the kind; loose images are costumes) and .sb3 / .sprite3 files (their sprites, the stage's
 * backdrops). Items already imported with the same content are updated, not duplicated.
 */
export async function importLibrary(
  db: Db,
  paths: readonly string[],
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const summary: ImportSummary = { costume: 0, backdrop: 0, sprite: 0, sound: 0, assets: 0, skipped: [] };
  const entries: LibraryEntry[] = [];
  const files = new Map<string, LibraryAsset>();
  for (const path of paths.flatMap(walk)) {
    try {
      const read = readLibraryFile(path, options);
      entries.push(...read.entries);
      for (const file of read.files) files.set(file.md5ext, file);
    } catch (error) {
      summary.skipped.push(`${path}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const [last] = await db
    .select({ sort: sql<number>`coalesce(max(${scratchLibrary.sort}), 0)` })
    .from(scratchLibrary)
    .where(eq(scratchLibrary.source, "import"));
  await db.transaction(async (tx) => {
    await storeAssets(tx as unknown as Db, [...files.values()]);
    await storeEntries(tx as unknown as Db, entries, "import", Number(last?.sort ?? 0) + 1);
  });
  for (const entry of entries) summary[entry.kind] += 1;
  summary.assets = files.size;
  return summary;
}
