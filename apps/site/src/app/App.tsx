import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { Route, Switch } from "wouter";
import { HomePage } from "../pages/HomePage";
import { NotFoundPage } from "../pages/NotFoundPage";
import { SiteBar } from "./SiteBar";

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <SiteBar />
      <Switch>
        <Route path="/" component={HomePage} />
        <Route component={NotFoundPage} />
      </Switch>
    </I18nProvider>
  );
}
