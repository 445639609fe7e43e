import { Trans } from "@lingui/react/macro";
import { type ReactNode, useId } from "react";
import { Button } from "../Button";
import * as css from "./AdminTable.css";
import { LoadFailed } from "./LoadFailed";

export interface AdminTableColumn<Row> {
  /** Stable key, also the React key of the cells. */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Numbers (money, counts) align right in tabular figures. */
  numeric?: boolean;
}

export interface AdminTablePage {
  offset: number;
  limit: number;
  total: number;
}

export type AdminTableState = "loading" | "error" | "ready";

export interface AdminTableProps<Row> {
  title: ReactNode;
  columns: AdminTableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  state?: AdminTableState;
  /** What the table says when `rows` is empty. */
  emptyText: ReactNode;
  /** The server's words when `state` is error; a generic sentence otherwise. */
  errorText?: ReactNode;
  onRetry?: () => void;
  /** With `onPageChange`, shows 上一页 / 下一页 and which rows are on screen. */
  page?: AdminTablePage;
  onPageChange?: (offset: number) => void;
  /** Heading level of the title, to fit the page's outline. */
  headingLevel?: 2 | 3;
  /** Slot beside the title (a count, a create button). */
  actions?: ReactNode;
}

/** An operator's list: a titled table that scrolls sideways on phones, with its states and paging. */
export function AdminTable<Row>({
  title,
  columns,
  rows,
  rowKey,
  state = "ready",
  emptyText,
  errorText,
  onRetry,
  page,
  onPageChange,
  headingLevel = 2,
  actions,
}: AdminTableProps<Row>) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={css.root} aria-labelledby={titleId} aria-busy={state === "loading"}>
      <div className={css.head}>
        <Heading id={titleId} className={css.title}>
          {title}
        </Heading>
        {actions}
      </div>
      {state === "loading" ? (
        <p className={css.message} role="status">
          <Trans>正在加载…</Trans>
        </p>
      ) : state === "error" ? (
        <LoadFailed className={css.error} textClassName={css.errorText} text={errorText} onRetry={onRetry} />
      ) : rows.length === 0 ? (
        <p className={css.message}>{emptyText}</p>
      ) : (
        // Focusable so keyboard users can scroll a wide table on a phone (axe: scrollable-region-focusable).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard.
        <div className={css.scroller} tabIndex={0}>
          <table className={css.table}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.key}
                    scope="col"
                    className={column.numeric ? `${css.headerCell} ${css.numeric}` : css.headerCell}
                  >
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <td key={column.key} className={column.numeric ? `${css.cell} ${css.numeric}` : css.cell}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {page && onPageChange && state === "ready" && page.total > 0 ? (
        <Pager page={page} onPageChange={onPageChange} />
      ) : null}
    </section>
  );
}

/** Inside its table's titled section; no landmark of its own, as several tables share a page. */
function Pager({ page, onPageChange }: { page: AdminTablePage; onPageChange: (offset: number) => void }) {
  const { offset, limit, total } = page;
  const first = offset + 1;
  const last = Math.min(offset + limit, total);
  return (
    <div className={css.pager}>
      <span>
        <Trans>
          第 {first}–{last} 条，共 {total} 条
        </Trans>
      </span>
      <Button
        variant="secondary"
        size="sm"
        disabled={offset === 0}
        onClick={() => onPageChange(Math.max(0, offset - limit))}
      >
        <Trans>上一页</Trans>
      </Button>
      <Button
        variant="secondary"
        size="sm"
        disabled={offset + limit >= total}
        onClick={() => onPageChange(offset + limit)}
      >
        <Trans>下一页</Trans>
      </Button>
    </div>
  );
}
