import { Trans, useLingui } from "@lingui/react/macro";
import { PageContainer } from "@qisi/ui";
import { useEffect, useState } from "react";
import { useParams } from "wouter";
import { navigate } from "wouter/use-browser-location";
import { api } from "../../app/api-client";
import { PageMeta } from "../../app/PageMeta";
import NotFoundPage from "../NotFoundPage";

/** Where a short link goes: site paths through the router, other sites by a full load. */
export function followRedirect(url: string): void {
  const target = new URL(url, location.href);
  if (target.origin === location.origin)
    navigate(target.pathname + target.search + target.hash, { replace: true });
  else location.replace(target.href);
}

/** `/r/{redirect_id}` (blank layout): asks the API where the short link goes; unknown ids get a friendly 404. */
export default function RedirectPage() {
  const { t } = useLingui();
  const { id = "" } = useParams<{ id: string }>();
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    let live = true;
    setMissing(false);
    api.getRedirect(id).then(
      (redirect) => live && followRedirect(redirect.url),
      () => live && setMissing(true),
    );
    return () => {
      live = false;
    };
  }, [id]);

  if (missing) return <NotFoundPage />;
  return (
    <main id="main" tabIndex={-1}>
      <PageMeta title={t`正在跳转`} description={t`正在打开链接，请稍等。`} />
      <PageContainer width="prose">
        <p role="status">
          <Trans>正在打开链接，请稍等……</Trans>
        </p>
      </PageContainer>
    </main>
  );
}
