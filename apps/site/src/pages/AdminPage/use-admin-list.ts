import type { AdminList, AdminListQuery } from "@qisi/api";
import type { AdminTablePage, AdminTableState } from "@qisi/ui";
import { useState } from "react";
import { useAsync } from "../../features/use-async";

export const adminPageSize = 10;

export interface AdminListView<T> {
  state: AdminTableState;
  rows: T[];
  page: AdminTablePage;
  setOffset: (offset: number) => void;
  reload: () => void;
}

/** One paged admin list: the rows on screen, its state for AdminTable, and the way to other pages. */
export function useAdminList<T>(load: (query: AdminListQuery) => Promise<AdminList<T>>): AdminListView<T> {
  const [offset, setOffset] = useState(0);
  const result = useAsync(() => load({ offset, limit: adminPageSize }), [offset]);
  const list = result.status === "ready" ? result.value : null;
  return {
    state: result.status,
    rows: list?.items ?? [],
    page: { offset, limit: adminPageSize, total: list?.total ?? 0 },
    setOffset,
    reload: result.reload,
  };
}

/** An admin list's part of AdminTable's props: rows by id, state, retry and paging. */
export function tableState<T extends { id: string }>(list: AdminListView<T>) {
  return {
    rows: list.rows,
    rowKey: (row: T) => row.id,
    state: list.state,
    onRetry: list.reload,
    page: list.page,
    onPageChange: list.setOffset,
  };
}
