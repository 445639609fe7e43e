import { useLingui } from "@lingui/react/macro";
import { Button } from "@qisi/ui";
import { Play, Square } from "lucide-react";
import { type ReactNode, useId } from "react";
import * as css from "../CppStudio.css";
import type { CppRunnerStatus } from "../runner/cpp-runner.ts";
import { samplePrograms } from "../samples/sample-programs.ts";

export const fontSizes = [14, 16, 18, 22, 26] as const;

export interface CppToolbarProps {
  status: CppRunnerStatus;
  onRun: () => void;
  onStop: () => void;
  /** A sample's code was chosen from the menu; without it there is no menu (a lesson's exercise). */
  onSample?: (code: string) => void;
  fontSize: number;
  onFontSize: (size: number) => void;
  start?: ReactNode;
  end?: ReactNode;
}

/** Run and Stop with the program's state in words, the samples menu and the editor's font size. */
export function CppToolbar({
  status,
  onRun,
  onStop,
  onSample,
  fontSize,
  onFontSize,
  start,
  end,
}: CppToolbarProps) {
  const { t, i18n } = useLingui();
  const samplesId = useId();
  const busy = status !== "ready";
  const statusText = {
    ready: t`准备好了`,
    compiling: t`正在编译…`,
    running: t`程序运行中…`,
    "waiting-input": t`程序在等你输入`,
  }[status];
  const step = (direction: 1 | -1) => {
    const index = fontSizes.indexOf(fontSize as (typeof fontSizes)[number]);
    const next = fontSizes[Math.min(fontSizes.length - 1, Math.max(0, (index < 0 ? 1 : index) + direction))];
    if (next) onFontSize(next);
  };
  return (
    <div className={css.toolbar} data-status={status}>
      {start}
      <Button
        variant="primary"
        icon={<Play size={16} aria-hidden />}
        onClick={onRun}
        disabled={busy}
        title={t`运行（Ctrl+Enter）`}
      >
        {t`运行`}
      </Button>
      <Button variant="secondary" icon={<Square size={16} aria-hidden />} onClick={onStop} disabled={!busy}>
        {t`停止`}
      </Button>
      <span className={css.status} role="status" data-testid="runner-status">
        {statusText}
      </span>
      <span className={css.spacer} />
      {onSample && (
        <>
          <label className={css.status} htmlFor={samplesId}>
            {t`示例程序`}
          </label>
          <select
            id={samplesId}
            className={css.select}
            value=""
            data-testid="samples"
            onChange={(event) => {
              const sample = samplePrograms.find((entry) => entry.id === event.target.value);
              if (sample) onSample(sample.code);
            }}
          >
            <option value="">{t`选一个看看…`}</option>
            {samplePrograms.map((sample) => (
              <option key={sample.id} value={sample.id}>
                {i18n._(sample.title)}
              </option>
            ))}
          </select>
        </>
      )}
      <span className={css.fontSize}>
        <Button size="sm" variant="ghost" onClick={() => step(-1)} aria-label={t`A− 字变小`}>
          A−
        </Button>
        <Button size="sm" variant="ghost" onClick={() => step(1)} aria-label={t`A+ 字变大`}>
          A+
        </Button>
      </span>
      {end}
    </div>
  );
}
