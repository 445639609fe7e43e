import { type AdminOverview, isApiError } from "@qisi/api";
import { AdminOverview as OverviewTiles, PageContainer } from "@qisi/ui";
import { useEffect, useState } from "react";
import { startUp } from "../../features/startup";
import { api } from "../../state/api";
import { NotFoundPage } from "../NotFoundPage/NotFoundPage";
import { AdminConsole } from "./AdminConsole";

type Access =
  | { kind: "checking" }
  | { kind: "hidden" }
  | { kind: "unreachable" }
  | { kind: "admin"; overview: AdminOverview };

/**
 * `/admin`. The server answers `admin/overview` only to admins (everyone else gets an unknown path's
 * 404), so that one call decides: admins get the console, visitors and learners the ordinary
 * not-found page, with nothing to tell the two apart.
 */
export default function AdminPage() {
  const [access, setAccess] = useState<Access>({ kind: "checking" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    (async (): Promise<Access> => {
      if (!api.isLoggedIn()) await startUp();
      if (!api.isLoggedIn()) return { kind: "hidden" };
      try {
        return { kind: "admin", overview: await api.getAdminOverview() };
      } catch (error) {
        // The server's 404 is the answer for everyone but admins. A call that never got an answer
        // (offline, timed out, server down) says nothing about access: offer another try instead.
        const answered = isApiError(error) && error.status < 500 && error.status !== 408;
        return answered ? { kind: "hidden" } : { kind: "unreachable" };
      }
    })().then((next) => live && setAccess(next));
    return () => {
      live = false;
    };
  }, [attempt]);

  if (access.kind === "hidden") return <NotFoundPage />;
  if (access.kind === "unreachable") {
    return (
      <main id="main" tabIndex={-1}>
        <PageContainer>
          <OverviewTiles
            counts={null}
            state="error"
            onRetry={() => {
              setAccess({ kind: "checking" });
              setAttempt((n) => n + 1);
            }}
          />
        </PageContainer>
      </main>
    );
  }
  // The same empty landmark the router shows while a page's chunk loads.
  if (access.kind === "checking") return <main id="main" tabIndex={-1} style={{ minHeight: "60vh" }} />;
  return <AdminConsole initialOverview={access.overview} />;
}
