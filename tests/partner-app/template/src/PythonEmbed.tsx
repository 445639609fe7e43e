import { useState } from "react";
import { embedUrl, useStudioFrame } from "./use-studio-frame";

const starterCode = 'print("你好，启思！", 6 * 7)\n';

/** The README's Python embed: `load` in answer to `ready`, then `run` with a requestId and its output. */
export function PythonEmbed({ origin }: { origin: string }) {
  const [ready, setReady] = useState(false);
  const [output, setOutput] = useState("");
  const { frame, channel } = useStudioFrame(origin, (message, studio) => {
    if (message.type === "ready") {
      studio.send({ type: "load", code: starterCode });
      setReady(true);
    }
    if (message.type === "run-finished" && message.requestId === "host-run") setOutput(message.output);
  });
  return (
    <>
      <button
        type="button"
        disabled={!ready}
        onClick={() => channel.current?.send({ type: "run", requestId: "host-run" })}
      >
        运行 Python
      </button>
      <pre data-testid="python-output">{output}</pre>
      <iframe ref={frame} className="host-frame" title="Python 编辑器" src={embedUrl(origin, "python")} />
    </>
  );
}
