import { type ReactNode, useEffect, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { navigate } from "wouter/use-browser-location";
import { loadApiClient, useLoggedIn } from "./use-session";

/**
 * SPEC §4 for routes with `requiresLogin`: with no account, wait for the one session fetch; still none, go
 * to /login?from=<current path and query>. Renders nothing until the visitor is known to be signed in.
 * The learner area may replace this with its own session store.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const loggedIn = useLoggedIn();
  const [path] = useLocation();
  const search = useSearch();
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    if (loggedIn || checked) return;
    let live = true;
    void loadApiClient().then((api) => {
      if (!live) return;
      setChecked(true);
      if (!api.isLoggedIn()) {
        const from = search ? `${path}?${search}` : path;
        navigate(`/login?from=${encodeURIComponent(from)}`, { replace: true });
      }
    });
    return () => {
      live = false;
    };
  }, [loggedIn, checked, path, search]);

  return loggedIn ? <>{children}</> : null;
}
