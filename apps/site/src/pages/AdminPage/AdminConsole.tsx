import { Trans, useLingui } from "@lingui/react/macro";
import type { AdminOverview as AdminOverviewCounts } from "@qisi/api";
import { AdminOverview, AdminTable, PageContainer } from "@qisi/ui";
import { useRef } from "react";
import { PageMeta } from "../../app/PageMeta";
import { useAsync } from "../../features/use-async";
import { api } from "../../state/api";
import * as css from "./AdminPage.css";
import { useOrderColumns, usePaymentColumns } from "./admin-columns";
import { ProblemsSection } from "./ProblemsSection";
import { RedirectsSection } from "./RedirectsSection";
import { tableState, useAdminList } from "./use-admin-list";

/** What an admin sees on /admin: the counts, recent orders and payments, and the short links. */
export function AdminConsole({ initialOverview }: { initialOverview: AdminOverviewCounts }) {
  const { t } = useLingui();
  const overview = useOverview(initialOverview);
  const orders = useAdminList((query) => api.getAdminOrders(query));
  const payments = useAdminList((query) => api.getAdminPayments(query));
  const orderColumns = useOrderColumns();
  const paymentColumns = usePaymentColumns();
  return (
    <main id="main" tabIndex={-1}>
      <PageMeta title={t`运营后台`} description={t`订单、支付、用户、短链接和评测题目。`} noindex />
      <PageContainer>
        <div className={css.page}>
          <h1 className={css.title}>
            <Trans>运营后台</Trans>
          </h1>
          <section className={css.section} aria-labelledby="admin-overview">
            <h2 id="admin-overview" className={css.sectionTitle}>
              <Trans>概览</Trans>
            </h2>
            <AdminOverview counts={overview.counts} state={overview.state} onRetry={overview.reload} />
          </section>
          <AdminTable
            title={<Trans>最近订单</Trans>}
            columns={orderColumns}
            {...tableState(orders)}
            emptyText={<Trans>还没有订单。</Trans>}
          />
          <AdminTable
            title={<Trans>最近支付</Trans>}
            columns={paymentColumns}
            {...tableState(payments)}
            emptyText={<Trans>还没有支付记录。</Trans>}
          />
          <RedirectsSection onChanged={overview.reload} />
          <ProblemsSection />
        </div>
      </PageContainer>
    </main>
  );
}

/** The counts: the answer that let the admin in first, then fresh ones after each change. */
function useOverview(initial: AdminOverviewCounts) {
  const unused = useRef(true);
  const result = useAsync(() => {
    if (!unused.current) return api.getAdminOverview();
    unused.current = false;
    return Promise.resolve(initial);
  }, []);
  return {
    counts: result.status === "ready" ? result.value : null,
    state: result.status,
    reload: result.reload,
  };
}
