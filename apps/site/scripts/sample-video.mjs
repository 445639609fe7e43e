// After prerender: when no video host is configured (VITE_BOOK_VIDEO_BASE unset, so the book's
// videos are addressed as /media/book/<id>.mp4 on our own origin), writes a small sample clip and
// Chinese captions for every book video into dist/, so the video pages play in development and
// tests. Production sets VITE_BOOK_VIDEO_BASE to where the real videos are hosted; nothing is
// written then. ffmpeg comes from the npm registry (@ffmpeg-installer, a binary inside the package).
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const siteDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(siteDir, "dist");
const seconds = 8;

if (process.env.VITE_BOOK_VIDEO_BASE) {
  console.log(`book videos are served from ${process.env.VITE_BOOK_VIDEO_BASE}; no sample written`);
  process.exit(0);
}

let ffmpeg;
try {
  ffmpeg = createRequire(import.meta.url)("@ffmpeg-installer/ffmpeg").path;
} catch (error) {
  // A platform without a packaged ffmpeg still builds; its video pages then say the file is missing.
  console.warn(`no ffmpeg for this platform (${error.message}); book videos have no sample file`);
  process.exit(0);
}

const server = await import(pathToFileURL(join(siteDir, "dist-ssr/entry-server.js")).href);
const videos = await server.bookVideoFiles();
const sample = join(siteDir, "dist-ssr/sample-video.mp4");
mkdirSync(dirname(sample), { recursive: true });

// A moving test card with a soft tone: H.264 baseline + AAC in MP4 with the index up front, which
// every phone browser (WeChat's too) plays and can start before the whole file has arrived.
const encoded = spawnSync(
  ffmpeg,
  [
    ...["-hide_banner", "-loglevel", "error", "-y"],
    ...["-f", "lavfi", "-i", `testsrc2=size=480x270:rate=24:duration=${seconds}`],
    ...["-f", "lavfi", "-i", `sine=frequency=523:sample_rate=44100:duration=${seconds}`],
    ...["-filter:a", "volume=0.2", "-c:v", "libx264", "-profile:v", "baseline", "-pix_fmt", "yuv420p"],
    ...["-crf", "34", "-c:a", "aac", "-b:a", "48k", "-movflags", "+faststart", "-fflags", "+bitexact"],
    sample,
  ],
  { stdio: ["ignore", "inherit", "inherit"] },
);
if (encoded.status !== 0) throw new Error(`ffmpeg could not write the sample video (exit ${encoded.status})`);

const time = (second) =>
  `00:${String(Math.floor(second / 60)).padStart(2, "0")}:${String(second % 60).padStart(2, "0")}.000`;
const cue = (from, to, text) => `${time(from)} --> ${time(to)}\n${text}\n`;
for (const video of videos) {
  const file = (url) => join(dist, new URL(url, "http://site").pathname);
  mkdirSync(dirname(file(video.src)), { recursive: true });
  copyFileSync(sample, file(video.src));
  writeFileSync(
    file(video.captions),
    [
      "WEBVTT\n",
      cue(0, 4, video.title),
      cue(4, seconds, "这是开发环境里的示例视频，正式视频由运营配置的地址提供。"),
    ].join("\n"),
  );
}
console.log(`sample video (${seconds} s) written for ${videos.length} book videos under /media/book/`);

// The seed catalogue's video lessons point at one sample clip until their videos are recorded.
const lessonClip = join(dist, "media/lessons/sample.mp4");
mkdirSync(dirname(lessonClip), { recursive: true });
copyFileSync(sample, lessonClip);
console.log("sample video written for lesson videos at /media/lessons/sample.mp4");
