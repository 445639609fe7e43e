import { useLingui } from "@lingui/react/macro";
import { connectToHost } from "@qisi/studio";
import { CppStudio, type CppStudioHandle, cppStarter } from "@qisi/studio/cpp";
import { useEffect, useRef, useState } from "react";
import { useParams } from "wouter";
import { api } from "../../app/api-client";
import { type CodeEmbedRelay, codeEmbedRelay } from "../../features/code-embed/code-embed-relay";
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
  const channel = useRef<CodeEmbedRelay | null>(null);

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
    const connection = connectToHost(window.parent, origins, (message) => relay.receive(message));
    const relay = codeEmbedRelay(connection, () => studio.current);
    channel.current = relay;
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
          onCodeChange={(next) => channel.current?.codeChanged(next)}
          onRunEnd={(result) =>
            channel.current?.runFinished(
              result.outcome === "exited" ? "ok" : result.outcome === "stopped" ? "stopped" : "error",
              studio.current?.consoleTail(4000) ?? "",
            )
          }
        />
      </div>
    </main>
  );
}
