import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Dialog } from "../Dialog";
import { LoginForm, type LoginFormProps } from "../LoginForm";

export interface LoginDialogProps<Proof = unknown, Challenge = unknown>
  extends Omit<LoginFormProps<Proof, Challenge>, "autoFocus"> {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog, such as the header's 登录 / 注册 button. */
  trigger?: ReactNode;
}

/**
 * LoginForm in the product's dialog, with focus on the phone field when it opens. The form is remounted each time the dialog opens, so a learner
 * who closed it half-way starts again from the phone number.
 */
export function LoginDialog<Proof = unknown, Challenge = unknown>({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  ...form
}: LoginDialogProps<Proof, Challenge>) {
  const { t } = useLingui();
  return (
    <Dialog
      title={t`登录 / 注册`}
      description={t`用手机号码和短信验证码登录，新用户验证后自动注册。`}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      trigger={trigger}
    >
      <LoginForm {...form} autoFocus />
    </Dialog>
  );
}
