import { Trans, useLingui } from "@lingui/react/macro";
import { Headset } from "lucide-react";
import { Button } from "../Button";
import { button } from "../Button/Button.css";
import * as css from "./StickyContactBar.css";

export interface StickyContactBarProps {
  /** The app passes `!headerVisible && !footerVisible` (SPEC §2). */
  visible: boolean;
  /** Opens the customer-service dialog. */
  onCustomerService: () => void;
  /** The trial course's page. */
  trialHref: string;
}

/**
 * A bar fixed to the bottom of the screen with the two things a parent most often wants: talk to
 * a person, or try a lesson. While hidden it is `inert`, so it cannot be tabbed into.
 */
export function StickyContactBar({ visible, onCustomerService, trialHref }: StickyContactBarProps) {
  const { t } = useLingui();
  return (
    <aside
      className={css.bar}
      aria-label={t`联系我们`}
      data-state={visible ? "open" : "closed"}
      aria-hidden={visible ? undefined : true}
      inert={!visible}
    >
      <div className={css.inner}>
        <p className={css.message}>
          <Trans>不确定孩子适合哪门课？先上一节体验课，或者问问课程顾问。</Trans>
        </p>
        <div className={css.actions}>
          <span className={css.action}>
            <Button
              variant="secondary"
              fullWidth
              icon={<Headset aria-hidden="true" size={18} />}
              onClick={onCustomerService}
            >
              <Trans>联系客服</Trans>
            </Button>
          </span>
          <a className={`${button({ variant: "primary", fullWidth: true })} ${css.action}`} href={trialHref}>
            <Trans>体验课程</Trans>
          </a>
        </div>
      </div>
    </aside>
  );
}
