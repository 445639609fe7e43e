import { Trans } from "@lingui/react/macro";
import { type ReactNode, useEffect, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { loadApi } from "../../app/load-api";
import { isSigningOut, useLoggedIn } from "../../state/session";
import { loginHrefFor } from "../login-paths";
import { startUp } from "../startup";

/**
 * SPEC §4 login-required pages: when there is no account id, fetch the session once; if there is
 * still none, go to `/login?from=<full path>` (plus `extra` query). Renders children once signed in.
 */
export function RequireLogin({ children, extra }: { children: ReactNode; extra?: Record<string, string> }) {
  const loggedIn = useLoggedIn();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const [checked, setChecked] = useState(loggedIn);

  useEffect(() => {
    if (loggedIn || isSigningOut()) return;
    let live = true;
    // Start-up is the one session fetch; it is shared by every caller of startUp().
    startUp().then(async () => {
      const api = await loadApi();
      if (!live || isSigningOut()) return;
      if (api.isLoggedIn()) setChecked(true);
      else navigate(loginHrefFor(search ? `${location}?${search}` : location, extra), { replace: true });
    });
    return () => {
      live = false;
    };
  }, [loggedIn, location, search, navigate, extra]);

  if (loggedIn || checked) return <>{children}</>;
  // Inside the page's landmark, like every page's content (axe: region).
  return (
    <main id="main" tabIndex={-1}>
      <p role="status" style={{ padding: "2rem", textAlign: "center" }}>
        <Trans>正在确认登录状态…</Trans>
      </p>
    </main>
  );
}
