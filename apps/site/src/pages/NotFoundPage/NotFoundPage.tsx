import { useLingui } from "@lingui/react/macro";
import { NotFound, PageContainer } from "@qisi/ui";
import { useEffect, useState } from "react";
import { useLocation } from "wouter";
import { PageMeta } from "../../app/PageMeta";

/** Any unmatched path (SPEC §2); the server answers these with status 404. */
export function NotFoundPage() {
  const { t } = useLingui();
  const [path] = useLocation();
  // Only after hydration: the prerendered shell cannot know the visitor's history.
  const [canGoBack, setCanGoBack] = useState(false);
  useEffect(() => setCanGoBack(history.length > 1), []);
  return (
    <main id="main" tabIndex={-1}>
      <PageMeta title={t`页面走丢了`} description={t`这个页面可能搬家了，回到首页重新出发吧。`} />
      <PageContainer width="prose">
        <NotFound path={path} onBack={canGoBack ? () => history.back() : undefined} />
      </PageContainer>
    </main>
  );
}
export default NotFoundPage;
