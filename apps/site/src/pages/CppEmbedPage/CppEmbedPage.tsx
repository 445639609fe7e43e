import { useLingui } from "@lingui/react/macro";
import { connectToHost, type StudioChannel } from "@qisi/studio";
import { CppStudio, type CppStudioHandle, cppStarter } from "@qisi/studio/cpp";
import { useEffect, useRef, useState } from "react";
import { useParams } from "wouter";
import { api } from "../../app/api-client";
import { startUp } from "../../features/startup";
import { cppService } from "../CppStudioPage/cpp-compile";
import * as css from "../PythonStudioPage/PythonStudioPage.css";

/**
 * `/embed/cpp/{project_id}?origin=https://partner.example`: the C++ studio alone for a partner's
 * iframe, on the Python embed's protocol (ready, load, get-code, run, stop).
 */
export default function CppEmbedPage() {
  const { t } = useLingui();
  const { projectId = "new" } = useParams<{ projectId: string }>();
  const [code, setCode] = useState<string | null>(projectId === "new" ? cppStarter : null);
  const studio = useRef<CppStudioHandle>(null);
  const channel = useRef<StudioChannel | null>(null);

  useEffect(() => {
    if (projectId === "new") return;
    void startUp()
      .then(() => api.getProject(projectId))
      .then(
        (project) => setCode(project.body),
        () => setCode(cppStarter),
      );
  }, [projectId]);

  useEffect(() => {
    if (code === null || window.parent === window) return;
    const origins = [location.origin, ...new URLSearchParams(location.search).getAll("origin")];
    const connection = connectToHost(window.parent, origins, (message) => {
      const handle = studio.current;
      if (!handle) return;
      if (message.type === "load" && "code" in message) handle.setCode(message.code);
      else if (message.type === "run") void handle.run();
      else if (message.type === "stop") void handle.stop();
      else if (message.type === "get-code")
        connection.send({ type: "code", requestId: message.requestId, code: handle.currentCode() });
    });
    channel.current = connection;
    connection.send({ type: "ready", kind: "cpp", projectId });
    return () => connection.dispose();
  }, [code, projectId]);

  if (code === null) return <p role="status">{t`正在打开作品…`}</p>;
  return (
    <main className={css.page}>
      <h1 className={css.visuallyHidden}>{t`C++ 创作室`}</h1>
      <div className={css.studio}>
        <CppStudio
          handleRef={studio}
          initialCode={code}
          {...cppService}
          onCodeChange={(next) => channel.current?.send({ type: "code-changed", code: next })}
          onRunEnd={(result) =>
            channel.current?.send({
              type: "run-finished",
              outcome:
                result.outcome === "exited" ? "ok" : result.outcome === "stopped" ? "stopped" : "error",
              output: studio.current?.consoleTail(4000) ?? "",
            })
          }
        />
      </div>
    </main>
  );
}
