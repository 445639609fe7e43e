// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const siteSource = fileURLToPath(new URL("..", import.meta.url));
/** The studios, the Scratch frame among them: a frame is a window of the same tab. */
const studioSource = fileURLToPath(new URL("../../../../packages/studio/src", import.meta.url));

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("the site's API client", () => {
  it("is the only one in the site bundle: one session and one token store per tab", () => {
    const makers = sourceFiles(siteSource)
      .filter((path) => /\bcreateQisiClient\s*\(/.test(readFileSync(path, "utf8")))
      .map((path) => relative(siteSource, path));
    expect(makers).toEqual(["app/api-client.ts"]);
  });

  it("is the tab's only token store: the studios (the Scratch frame too) make no client of their own", () => {
    const sessionHolders = sourceFiles(studioSource)
      .filter((path) =>
        /\bcreateQisiClient\b|accounts\/session|refresh_token|localStorage\.setItem\(["'`]qisi-(?:token|session)/.test(
          readFileSync(path, "utf8"),
        ),
      )
      .map((path) => relative(studioSource, path));
    expect(sessionHolders).toEqual([]);
  });
});
