#!/usr/bin/env node
// Fails when a catalog is stale (the source has messages the .po files lack, or they keep ones the
// source dropped), when a zh-CN message has no text, or when a locale lacks an identity value or a
// general label. Leaves the catalogs as they were; fix with `pnpm i18n:extract`.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const localesDir = join(root, "locales");

/** Ids every catalog must translate (DESIGN.md: identity values and general labels). */
const requiredEverywhere = /^(identity|label)\./;

function catalogPaths() {
  return readdirSync(localesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(localesDir, entry.name, "messages.po"));
}

/** Parses the msgid/msgstr pairs of a .po file (single- and multi-line strings). */
export function parsePo(text) {
  const entries = new Map();
  const blocks = text.split(/\n\n+/);
  for (const block of blocks) {
    const id = readField(block, "msgid");
    const str = readField(block, "msgstr");
    if (id === undefined || id === "") continue;
    entries.set(id, str ?? "");
  }
  return entries;
}

function readField(block, name) {
  const match = block.match(new RegExp(`^${name} ((?:".*"\\n?)+)`, "m"));
  if (!match) return undefined;
  return [...match[1].matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]}"`)).join("");
}

const withoutDate = (text) => text.replace(/^"POT-Creation-Date:.*\n/m, "");

export function checkCatalogs() {
  const results = [];
  const paths = catalogPaths();
  const before = new Map(paths.map((path) => [path, readFileSync(path, "utf8")]));
  let after;
  try {
    execFileSync(join(root, "node_modules/.bin/lingui"), ["extract", "--clean"], {
      cwd: root,
      stdio: "pipe",
    });
    after = new Map(paths.map((path) => [path, readFileSync(path, "utf8")]));
  } finally {
    for (const [path, text] of before) writeFileSync(path, text);
  }
  for (const path of paths) {
    const name = path.slice(localesDir.length + 1);
    const fresh = withoutDate(before.get(path)) === withoutDate(after.get(path));
    results.push({
      name: `catalog ${name} is up to date`,
      ok: fresh,
      message: fresh ? "" : "run `pnpm i18n:extract` and commit locales/",
    });
    const entries = parsePo(before.get(path));
    const isSource = name.startsWith("zh-CN/");
    const missing = [...entries].filter(
      ([id, str]) => str === "" && (isSource || requiredEverywhere.test(id)),
    );
    results.push({
      name: `catalog ${name} has every ${isSource ? "message" : "identity value and general label"}`,
      ok: missing.length === 0,
      message: missing.map(([id]) => id).join(", "),
    });
  }
  return results;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const results = checkCatalogs();
  for (const r of results) console.log(`${r.ok ? "✓" : "✗"} ${r.name}${r.ok ? "" : `: ${r.message}`}`);
  const failed = results.filter((r) => !r.ok).length;
  console.log(`${results.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}
