import { useLingui } from "@lingui/react/macro";
import { connectToHost, PythonStudio, type PythonStudioHandle } from "@qisi/studio";
import { useEffect, useRef, useState } from "react";
import { useParams } from "wouter";
import { api } from "../../app/api-client";
import { type CodeEmbedRelay, codeEmbedRelay } from "../../features/code-embed/code-embed-relay";
import { startUp } from "../../features/startup";
import * as css from "../PythonStudioPage/PythonStudioPage.css";

/**
 * `/embed/python/{project_id}?origin=https://partner.example`: the studio alone, for a partner's
 * iframe, driven by the postMessage protocol. Only the named origins (and our own) may talk to it.
 */
export default function PythonEmbedPage() {
  const { t } = useLingui();
  const { projectId = "new" } = useParams<{ projectId: string }>();
  const [code, setCode] = useState<string | null>(projectId === "new" ? "" : null);
  const studio = useRef<PythonStudioHandle>(null);
  const channel = useRef<CodeEmbedRelay | null>(null);

  useEffect(() => {
    if (projectId === "new") return;
    // The session first (start-up's one fetch): a private project needs the token.
    void startUp()
      .then(() => api.getProject(projectId))
      .then(
        (project) => setCode(project.body),
        () => setCode(""),
      );
  }, [projectId]);

  useEffect(() => {
    if (code === null || window.parent === window) return;
    const origins = [location.origin, ...new URLSearchParams(location.search).getAll("origin")];
    const connection = connectToHost(window.parent, origins, (message) => relay.receive(message));
    const relay = codeEmbedRelay(connection, () => studio.current);
    channel.current = relay;
    connection.send({ type: "ready", kind: "python", projectId });
    return () => connection.dispose();
  }, [code, projectId]);

  if (code === null) return <p role="status">{t`正在打开作品…`}</p>;
  return (
    <main className={css.page}>
      <h1 className={css.visuallyHidden}>{t`Python 创作室`}</h1>
      <div className={css.studio}>
        <PythonStudio
          handleRef={studio}
          initialCode={code}
          onCodeChange={(next) => channel.current?.codeChanged(next)}
          onRunEnd={(result) =>
            channel.current?.runFinished(result.outcome, studio.current?.consoleTail(4000) ?? "")
          }
        />
      </div>
    </main>
  );
}
