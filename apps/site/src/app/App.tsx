import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { I18nProvider, useLingui } from "@lingui/react";
import { scratchFramePath, scratchGuiBase } from "@qisi/studio/scratch-paths";
import { ToastRegion, TopProgressBar, useToastQueue } from "@qisi/ui";
import { type ComponentType, lazy, Suspense, useEffect, useMemo, useState } from "react";
import { Route, Router, Switch, useLocation, useSearch } from "wouter";
import { WechatLinkOffer } from "../features/wechat-link";
import { Layout } from "../layouts/Layout";
import { notFoundPage, type RouteDef, routes } from "../routes";
import { RequireLogin } from "../routes/require-login";
import { type Chrome, ChromeContext } from "./chrome-context";
import { dropEarlyScratchFrameOff } from "./early-scratch-frame";
import {
  interceptLinkClicks,
  prefetchScratchOnIntent,
  useNavigationProgress,
  useScrollOnRouteChange,
} from "./navigation";
import { registerServiceWorker } from "./service-worker";

// Opened by few visitors, so not in the JS every page hydrates with (issue 25: home ≤ 90 KB).
const CustomerService = lazy(() => import("./CustomerService"));

const swMessages = {
  message: msg`网站有新版本啦，刷新一下就能用上。`,
  action: msg`刷新`,
  progress: msg`页面加载中`,
};

export interface AppProps {
  /** Set when prerendering: the path (and query) being rendered on the server. */
  ssrPath?: string;
  ssrSearch?: string;
}

export function App({ ssrPath, ssrSearch }: AppProps) {
  return (
    <I18nProvider i18n={i18n}>
      <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
        <Shell />
      </Router>
    </I18nProvider>
  );
}

/** Calls `onReady` once the page below it has rendered (its lazy chunk is in). */
function Settled({ path, onReady }: { path: string; onReady: (path: string) => void }) {
  useEffect(() => {
    onReady(path);
    // Lets tests (and anyone curious) know the page is interactive.
    document.documentElement.dataset.ready = "true";
  }, [path, onReady]);
  return null;
}

function RoutePage({
  route,
  onReady,
}: {
  route: { layout: RouteDef["layout"]; page: ComponentType; requiresLogin?: boolean };
  onReady: (path: string) => void;
}) {
  const Page = route.page;
  const [path] = useLocation();
  return (
    <Layout name={route.layout}>
      <Suspense fallback={<main id="main" tabIndex={-1} style={{ minHeight: "60vh" }} />}>
        {route.requiresLogin ? (
          <RequireLogin>
            <Page />
          </RequireLogin>
        ) : (
          <Page />
        )}
        <Settled path={path} onReady={onReady} />
      </Suspense>
    </Layout>
  );
}

function Shell() {
  const { i18n: active } = useLingui();
  const [path] = useLocation();
  const search = useSearch();
  const toasts = useToastQueue();
  const [serviceOpen, setServiceOpen] = useState(false);
  // Mounted from the first open on, so the dialog can close as dialogs do.
  const [serviceWanted, setServiceWanted] = useState(false);
  const progress = useNavigationProgress(path);
  useScrollOnRouteChange(path, search);

  const { show, dismiss } = toasts;
  const chrome = useMemo<Chrome>(
    () => ({
      openCustomerService: () => {
        setServiceWanted(true);
        setServiceOpen(true);
      },
      showToast: show,
      dismissToast: dismiss,
    }),
    [show, dismiss],
  );

  useEffect(() => interceptLinkClicks(), []);
  useEffect(() => dropEarlyScratchFrameOff(path), [path]);
  useEffect(
    () => prefetchScratchOnIntent([scratchFramePath, `${scratchGuiBase}scratch-gui-standalone.js`]),
    [],
  );
  // SPEC §2: the service worker is registered from the router; it installs once the page (and a
  // studio starting on it) lets background work start (issue 25).
  useEffect(() => {
    registerServiceWorker(show, {
      message: i18n._(swMessages.message),
      actionLabel: i18n._(swMessages.action),
    });
  }, [show]);

  return (
    <ChromeContext.Provider value={chrome}>
      {/* A named region, so the bar is inside a landmark like all content (axe: region). */}
      <section aria-label={active._(swMessages.progress)}>
        <TopProgressBar active={progress.active} label={active._(swMessages.progress)} />
      </section>
      <Switch>
        {routes.map((route) => (
          <Route key={route.path} path={route.path}>
            <RoutePage route={route} onReady={progress.settle} />
          </Route>
        ))}
        <Route>
          <RoutePage route={{ layout: "404", page: notFoundPage }} onReady={progress.settle} />
        </Route>
      </Switch>
      {serviceWanted ? (
        <Suspense fallback={null}>
          <CustomerService open={serviceOpen} onOpenChange={setServiceOpen} />
        </Suspense>
      ) : null}
      <WechatLinkOffer />
      <ToastRegion toasts={toasts.toasts} onDismiss={toasts.dismiss} />
    </ChromeContext.Provider>
  );
}
