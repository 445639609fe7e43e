import { Trans } from "@lingui/react/macro";
import { Button } from "@qisi/ui";
import type { ReactNode } from "react";
import type { AsyncState } from "../use-async";
import * as css from "./DashboardFrame.css";

/** Loading, error and ready states of one list. */
export function Loaded<T>({
  state,
  children,
}: {
  state: AsyncState<T> & { reload: () => void };
  children: (value: T) => ReactNode;
}) {
  if (state.status === "loading")
    return (
      <p className={css.muted} role="status">
        <Trans>正在加载…</Trans>
      </p>
    );
  if (state.status === "error")
    return (
      <div className={css.row}>
        <p className={css.error} role="alert">
          <Trans>没能加载出来，请检查网络后再试。</Trans>
        </p>
        <Button variant="secondary" size="sm" onClick={state.reload}>
          <Trans>重试</Trans>
        </Button>
      </div>
    );
  return <>{children(state.value)}</>;
}
