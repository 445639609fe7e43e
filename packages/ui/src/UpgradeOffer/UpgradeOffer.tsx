import { Trans } from "@lingui/react/macro";
import { ArrowUpCircle } from "lucide-react";
import { useId } from "react";
import { Button } from "../Button";
import { formatYuan } from "../format";
import * as css from "./UpgradeOffer.css";

export interface UpgradeOfferProps {
  /** The trial package the learner bought. */
  trialTitle: string;
  /** The full package the upgrade buys. */
  title: string;
  fullPriceFen: number;
  /** What the trial cost, taken off the full price. */
  creditFen: number;
  /** What the learner pays now; the server priced it. */
  priceFen: number;
  onUpgrade: () => void;
  busy?: boolean;
}

/** After a trial: the full course for what is left to pay, the trial's price already taken off. */
export function UpgradeOffer({
  trialTitle,
  title,
  fullPriceFen,
  creditFen,
  priceFen,
  onUpgrade,
  busy = false,
}: UpgradeOfferProps) {
  const titleId = useId();
  return (
    // An article, not a landmark region: it is one card inside the page's checkout section.
    <article className={css.root} aria-labelledby={titleId}>
      <ArrowUpCircle className={css.icon} size={32} aria-hidden="true" />
      <h3 id={titleId} className={css.title}>
        <Trans>升级到完整课程</Trans>
      </h3>
      <p className={css.text}>
        <Trans>
          你已经购买了「{trialTitle}」。升级到「{title}」，体验课付过的 {formatYuan(creditFen)} 会直接抵扣。
        </Trans>
      </p>
      <p className={css.price}>
        <span className={css.now}>{formatYuan(priceFen)}</span>{" "}
        <span className={css.was}>
          <Trans>
            原价 <s>{formatYuan(fullPriceFen)}</s>
          </Trans>
        </span>
      </p>
      <Button size="lg" fullWidth busy={busy} onClick={onUpgrade}>
        <Trans>升级到完整课程 {formatYuan(priceFen)}</Trans>
      </Button>
    </article>
  );
}
