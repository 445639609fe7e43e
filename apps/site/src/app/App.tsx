import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { Suspense } from "react";
import { Route, Switch } from "wouter";
import { NotFoundPage } from "../pages/NotFoundPage";
import { routes } from "../routes";
import { SiteBar } from "./SiteBar";

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <SiteBar />
      <Suspense fallback={null}>
        <Switch>
          {routes.map((route) => (
            <Route key={route.path} path={route.path} component={route.page} />
          ))}
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </I18nProvider>
  );
}
