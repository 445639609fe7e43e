import { Trans, useLingui } from "@lingui/react/macro";
import { type AdminRedirect, isApiError } from "@qisi/api";
import { AdminTable, type AdminTableColumn, Button, RedirectForm, type RedirectFormValue } from "@qisi/ui";
import { useState } from "react";
import { useChrome } from "../../app/chrome-context";
import { api } from "../../state/api";
import * as css from "./AdminPage.css";
import { formatDateTime } from "./admin-columns";
import { useAdminList } from "./use-admin-list";

/** The server's Chinese detail when it gave one, else a general sentence. */
function detailOf(error: unknown, fallback: string): string {
  return isApiError(error) && error.detail ? error.detail : fallback;
}

/** Short links `/r/{id}`: create one, see them all, delete one. */
export function RedirectsSection({ onChanged }: { onChanged: () => void }) {
  const { t, i18n } = useLingui();
  const { showToast } = useChrome();
  const list = useAdminList((query) => api.getAdminRedirects(query));
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const create = async (value: RedirectFormValue) => {
    setCreating(true);
    setError(undefined);
    try {
      const created = await api.createRedirect(value.id ? value : { url: value.url });
      showToast({ tone: "success", message: t`短链接 /r/${created.id} 已创建。` });
      list.setOffset(0);
      list.reload();
      onChanged();
      return true;
    } catch (failure) {
      setError(detailOf(failure, t`没能创建短链接，请检查网络后再试。`));
      return false;
    } finally {
      setCreating(false);
    }
  };

  const remove = async (redirect: AdminRedirect) => {
    if (!window.confirm(t`确定删除短链接 /r/${redirect.id} 吗？印出去的链接和二维码会失效。`)) return;
    try {
      await api.deleteRedirect(redirect.id);
      showToast({ tone: "success", message: t`短链接 /r/${redirect.id} 已删除。` });
      list.reload();
      onChanged();
    } catch (failure) {
      showToast({ tone: "error", message: detailOf(failure, t`没能删除短链接，请检查网络后再试。`) });
    }
  };

  const columns: AdminTableColumn<AdminRedirect>[] = [
    {
      key: "id",
      header: t`短链接`,
      cell: (row) => <a href={`/r/${encodeURIComponent(row.id)}`}>/r/{row.id}</a>,
    },
    { key: "url", header: t`跳转到`, cell: (row) => <span className={css.url}>{row.url}</span> },
    { key: "createdAt", header: t`创建时间`, cell: (row) => formatDateTime(row.createdAt, i18n.locale) },
    {
      key: "actions",
      header: t`操作`,
      cell: (row) => (
        <Button variant="secondary" size="sm" onClick={() => remove(row)} aria-label={t`删除 /r/${row.id}`}>
          <Trans>删除</Trans>
        </Button>
      ),
    },
  ];

  return (
    <div className={css.section}>
      <AdminTable
        title={<Trans>短链接</Trans>}
        columns={columns}
        rows={list.rows}
        rowKey={(row) => row.id}
        state={list.state}
        emptyText={<Trans>还没有短链接。</Trans>}
        onRetry={list.reload}
        page={list.page}
        onPageChange={list.setOffset}
      />
      <RedirectForm onCreate={create} busy={creating} error={error} />
    </div>
  );
}
