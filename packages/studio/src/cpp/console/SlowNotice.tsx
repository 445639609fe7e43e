import { useLingui } from "@lingui/react/macro";
import { Button } from "@qisi/ui";
import * as css from "../CppStudio.css";

/** After 5 s of running without asking for input: maybe an endless loop, with Stop right there. */
export function SlowNotice({ onStop }: { onStop: () => void }) {
  const { t } = useLingui();
  return (
    <div className={css.notice} role="alert" data-testid="slow-notice">
      <span>{t`程序已经运行了 5 秒，可能陷入了死循环。`}</span>
      <Button size="sm" variant="secondary" onClick={onStop}>
        {t`停止`}
      </Button>
    </div>
  );
}
