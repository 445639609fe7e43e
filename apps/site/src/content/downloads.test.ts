import { describe, expect, it } from "vitest";
import { book, bookVideos, findBookVideo, formatDuration } from "./book";
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
    expect(formatDuration(8.02)).toBe("0:08");
  });
});

describe("the book", () => {
  it("counts its chapters and puzzles from its chapter list, one source for every page", () => {
    expect(book.chapters).toBe(bookVideos.length);
    expect(book.puzzles).toBe(bookVideos.length * 5);
    expect(book.ageFrom).toBeLessThan(book.ageTo);
  });
});
