import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { PageContainer } from "@qisi/ui";
import { Link } from "wouter";
import { labels } from "../../i18n/labels";

export function NotFoundPage() {
  const { i18n } = useLingui();
  return (
    <main>
      <PageContainer width="prose">
        <h1>{i18n._(labels.notFound)}</h1>
        <p>
          <Trans>这个页面可能搬家了，或者地址里有个小错误。回到首页重新出发吧！</Trans>
        </p>
        <Link href="/">{i18n._(labels.back)}</Link>
      </PageContainer>
    </main>
  );
}
