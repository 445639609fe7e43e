import { useState } from "react";
import { embedUrl, useStudioFrame } from "./use-studio-frame";

/** The README's Scratch embed: the studio says `ready`, the host names the project. */
export function ScratchEmbed({ origin }: { origin: string }) {
  const [ready, setReady] = useState(false);
  const { frame } = useStudioFrame(origin, (message, studio) => {
    if (message.type !== "ready") return;
    studio.send({ type: "set-title", title: "我的小游戏" });
    setReady(true);
  });
  return (
    <>
      <p data-testid="scratch-state">{ready ? "Scratch 已就绪" : "Scratch 加载中"}</p>
      <iframe
        ref={frame}
        className="host-frame"
        title="Scratch 编辑器"
        src={embedUrl(origin, "scratch")}
        allow="microphone; camera"
      />
    </>
  );
}
