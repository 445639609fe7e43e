import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { LoadFailed } from "../AdminTable/LoadFailed";
import { formatYuan } from "../format";
import * as css from "./AdminOverview.css";

export interface AdminOverviewCounts {
  users: number;
  orders: number;
  paidOrders: number;
  /** Paid payments in total, fen. */
  paidFen: number;
  payments: number;
  redirects: number;
}

export interface AdminOverviewProps {
  /** null while loading or after an error. */
  counts: AdminOverviewCounts | null;
  state?: "loading" | "error" | "ready";
  onRetry?: () => void;
}

function Tile({ label, value, note }: { label: ReactNode; value: ReactNode; note?: ReactNode }) {
  return (
    <div className={css.tile}>
      <dt className={css.label}>{label}</dt>
      <dd className={css.definition}>
        <span className={css.value}>{value}</span>
        {note ? <span className={css.note}>{note}</span> : null}
      </dd>
    </div>
  );
}

/** The operator's numbers at a glance: users, orders, payments and short links. */
export function AdminOverview({ counts, state = "ready", onRetry }: AdminOverviewProps) {
  const { i18n } = useLingui();
  if (state === "loading" || (state === "ready" && !counts)) {
    return (
      <p className={css.message} role="status">
        <Trans>正在加载…</Trans>
      </p>
    );
  }
  if (state === "error" || !counts) {
    return <LoadFailed className={css.error} textClassName={css.errorText} onRetry={onRetry} />;
  }
  const number = (value: number) => value.toLocaleString(i18n.locale);
  return (
    <dl className={css.list}>
      <Tile label={<Trans>注册用户</Trans>} value={number(counts.users)} />
      <Tile
        label={<Trans>订单</Trans>}
        value={number(counts.orders)}
        note={<Trans>已支付 {number(counts.paidOrders)} 笔</Trans>}
      />
      <Tile
        label={<Trans>支付</Trans>}
        value={number(counts.payments)}
        note={<Trans>已收款 {formatYuan(counts.paidFen, i18n.locale)}</Trans>}
      />
      <Tile label={<Trans>短链接</Trans>} value={number(counts.redirects)} />
    </dl>
  );
}
