import type { AdminOverview } from "@qisi/api";
import { useEffect, useState } from "react";
import { startUp } from "../../features/startup";
import { api } from "../../state/api";
import { NotFoundPage } from "../NotFoundPage/NotFoundPage";
import { AdminConsole } from "./AdminConsole";

type Access = { kind: "checking" } | { kind: "hidden" } | { kind: "admin"; overview: AdminOverview };

/**
 * `/admin`. The server answers `admin/overview` only to admins (everyone else gets an unknown path's
 * 404), so that one call decides: admins get the console, visitors and learners the ordinary
 * not-found page, with nothing to tell the two apart.
 */
export default function AdminPage() {
  const [access, setAccess] = useState<Access>({ kind: "checking" });
  useEffect(() => {
    let live = true;
    (async (): Promise<Access> => {
      if (!api.isLoggedIn()) await startUp();
      if (!api.isLoggedIn()) return { kind: "hidden" };
      try {
        return { kind: "admin", overview: await api.getAdminOverview() };
      } catch {
        return { kind: "hidden" };
      }
    })().then((next) => live && setAccess(next));
    return () => {
      live = false;
    };
  }, []);

  if (access.kind === "hidden") return <NotFoundPage />;
  // The same empty landmark the router shows while a page's chunk loads.
  if (access.kind === "checking") return <main id="main" tabIndex={-1} style={{ minHeight: "60vh" }} />;
  return <AdminConsole initialOverview={access.overview} />;
}
