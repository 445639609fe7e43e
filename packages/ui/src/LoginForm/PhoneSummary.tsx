import { Trans } from "@lingui/react/macro";
import { Button } from "../Button";
import * as css from "./LoginForm.css";
import { formatPhone } from "./validation";

/** The number the code goes to, with a way back to change it. */
export function PhoneSummary({
  phone,
  onChange,
  disabled,
}: {
  phone: string;
  onChange: () => void;
  disabled: boolean;
}) {
  const number = formatPhone(phone);
  return (
    <div className={css.phoneSummary}>
      <span>
        <Trans>
          手机号码 <span className={css.phoneNumber}>{number}</span>
        </Trans>
      </span>
      <Button variant="ghost" size="sm" onClick={onChange} disabled={disabled}>
        <Trans>换一个号码</Trans>
      </Button>
    </div>
  );
}
