import { describe, expect, it } from "vitest";
import { bookVideos, findBookVideo, formatDuration } from "./book";
import { downloads, findDownload } from "./downloads";

describe("download configuration", () => {
  it("has one entry for each of the six platforms, each downloadable or marked coming soon", () => {
    expect(downloads.map((entry) => entry.platform).sort()).toEqual(
      ["android", "ipad", "mac", "other", "win-10-11", "win-7"].sort(),
    );
    for (const entry of downloads) {
      expect(entry.comingSoon || (entry.href && entry.version && entry.size)).toBeTruthy();
      expect(entry.steps.length).toBeGreaterThan(0);
    }
    expect(findDownload("mac")?.href).toMatch(/\.dmg$/);
    expect(findDownload("nope")).toBeUndefined();
  });
});

describe("book videos", () => {
  it("have unique ids, a source and captions", () => {
    expect(new Set(bookVideos.map((video) => video.id)).size).toBe(bookVideos.length);
    expect(findBookVideo("loop")?.src).toMatch(/loop\.mp4$/);
    expect(formatDuration(286)).toBe("4:46");
  });
});
