import { Trans } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { formatDuration } from "../../content/book";

/**
 * The real length of a video, read from the file's own metadata in the browser (issue 26: a length
 * written beside the file drifts from it — "5:12" on an 8-second sample clip). Null until known and
 * on the server, so the prerendered page claims nothing.
 */
export function useMediaLength(src: string): number | null {
  const [seconds, setSeconds] = useState<number | null>(null);
  useEffect(() => {
    setSeconds(null);
    const probe = document.createElement("video");
    probe.preload = "metadata";
    probe.muted = true;
    const read = () => {
      if (Number.isFinite(probe.duration) && probe.duration > 0) setSeconds(probe.duration);
    };
    probe.addEventListener("loadedmetadata", read);
    probe.src = src;
    return () => {
      probe.removeEventListener("loadedmetadata", read);
      // Stops the download of a probe whose page has gone.
      probe.removeAttribute("src");
      probe.load();
    };
  }, [src]);
  return seconds;
}

/** 时长 0:08, once the video's metadata has said so; nothing before. */
export function MediaLength({ src }: { src: string }) {
  const seconds = useMediaLength(src);
  return seconds === null ? null : (
    <span data-testid="media-length">
      <Trans>时长 {formatDuration(seconds)}</Trans>
    </span>
  );
}
