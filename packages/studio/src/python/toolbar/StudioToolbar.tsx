import { useLingui } from "@lingui/react/macro";
import { Button } from "@qisi/ui";
import { Play, Square } from "lucide-react";
import type { ReactNode } from "react";
import * as css from "../PythonStudio.css";
import type { RunnerStatus } from "../runner/python-runner.ts";

export interface StudioToolbarProps {
  status: RunnerStatus;
  onRun: () => void;
  onStop: () => void;
  /** Before Run (the title) and after the status (save, copy…). */
  start?: ReactNode;
  end?: ReactNode;
}

/** Run and Stop with Python's state in words: Run while ready, Stop while a program runs, waits or is checked. */
export function StudioToolbar({ status, onRun, onStop, start, end }: StudioToolbarProps) {
  const { t } = useLingui();
  const busy = status === "running" || status === "checking" || status === "waiting-input";
  const statusText = {
    loading: t`Python 正在准备中…`,
    ready: t`准备好了`,
    running: t`程序运行中…`,
    checking: t`正在检查你的程序…`,
    "waiting-input": t`程序在等你输入`,
    failed: t`Python 没能启动，请刷新页面再试`,
  }[status];
  return (
    <div className={css.toolbar} data-status={status}>
      {start}
      <Button variant="primary" icon={<Play size={16} aria-hidden />} onClick={onRun} disabled={busy}>
        {t`运行`}
      </Button>
      <Button variant="secondary" icon={<Square size={16} aria-hidden />} onClick={onStop} disabled={!busy}>
        {t`停止`}
      </Button>
      <span className={css.status} role="status" data-testid="runner-status">
        {statusText}
      </span>
      <span className={css.spacer} />
      {end}
    </div>
  );
}
