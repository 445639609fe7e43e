import { connectToStudio, type HostChannel, type StudioMessage } from "@qisi/studio/protocol";
import { useEffect, useRef } from "react";

/**
 * Talks to a studio framed from 启思编程's `origin` with `connectToStudio` from @qisi/studio/protocol: the
 * studio's messages go to `onMessage`, the returned ref's `send` posts to the frame at that origin.
 */
export function useStudioFrame(
  origin: string,
  onMessage: (message: StudioMessage, channel: HostChannel) => void,
) {
  const frame = useRef<HTMLIFrameElement>(null);
  const channel = useRef<HostChannel | null>(null);
  const listener = useRef(onMessage);
  listener.current = onMessage;

  useEffect(() => {
    const window = frame.current?.contentWindow;
    if (!window) return;
    const connected = connectToStudio(window, origin, (message) => listener.current(message, connected));
    channel.current = connected;
    return () => connected.dispose();
  }, [origin]);

  return { frame, channel };
}

/** The embed page's address, naming this page's origin as the one allowed to talk to it. */
export const embedUrl = (origin: string, kind: "python" | "scratch") =>
  `${origin}/embed/${kind}/new?origin=${encodeURIComponent(location.origin)}`;
