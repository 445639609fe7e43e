import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Button } from "../Button";

/** "Could not load" with a retry button: the error state of the admin components. */
export function LoadFailed({
  className,
  textClassName,
  text,
  onRetry,
}: {
  className: string;
  textClassName: string;
  text?: ReactNode;
  onRetry?: () => void;
}) {
  return (
    <div className={className} role="alert">
      <p className={textClassName}>{text ?? <Trans>没能加载出来，请检查网络后再试。</Trans>}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          <Trans>重试</Trans>
        </Button>
      ) : null}
    </div>
  );
}
