import { type AdminOverview, isApiError } from "@qisi/api";
import { AdminOverview as OverviewTiles, PageContainer } from "@qisi/ui";
import { startUp } from "../../features/startup";
import { useAsync } from "../../features/use-async";
import { api } from "../../state/api";
import { NotFoundPage } from "../NotFoundPage/NotFoundPage";
import { AdminConsole } from "./AdminConsole";

type Access = { kind: "hidden" } | { kind: "admin"; overview: AdminOverview };

/**
 * Whether this visitor is an admin. The server's 404 is the answer for everyone but admins; a call
 * that never got an answer (offline, timed out, server down) says nothing about access, so it stays
 * an error and the page offers another try.
 */
async function checkAccess(): Promise<Access> {
  if (!api.isLoggedIn()) await startUp();
  if (!api.isLoggedIn()) return { kind: "hidden" };
  try {
    return { kind: "admin", overview: await api.getAdminOverview() };
  } catch (error) {
    if (isApiError(error) && error.status < 500 && error.status !== 408) return { kind: "hidden" };
    throw error;
  }
}

/**
 * `/admin`. The server answers `admin/overview` only to admins (everyone else gets an unknown path's
 * 404), so that one call decides: admins get the console, visitors and learners the ordinary
 * not-found page, with nothing to tell the two apart.
 */
export default function AdminPage() {
  const access = useAsync(checkAccess, []);
  if (access.status === "loading") {
    // The same empty landmark the router shows while a page's chunk loads.
    return <main id="main" tabIndex={-1} style={{ minHeight: "60vh" }} />;
  }
  if (access.status === "error") {
    return (
      <main id="main" tabIndex={-1}>
        <PageContainer>
          <OverviewTiles counts={null} state="error" onRetry={access.reload} />
        </PageContainer>
      </main>
    );
  }
  if (access.value.kind === "hidden") return <NotFoundPage />;
  return <AdminConsole initialOverview={access.value.overview} />;
}
