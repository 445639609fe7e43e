import { useLingui } from "@lingui/react/macro";
import * as RadixDialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode } from "react";
import * as css from "./Dialog.css";
import { useReturnFocus } from "./use-return-focus";

export interface DialogProps {
  /** Always shown: every dialog needs an accessible name. */
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** The element that opens the dialog; omit when the app controls `open`. */
  trigger?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** `center` for messages and forms, `sheet` for the mobile menu. */
  variant?: "center" | "sheet";
}

/**
 * The product's modal: focus trapped, Escape and the close button dismiss it, focus returns to the
 * trigger (Radix Dialog). Portals into <body>; the theme on <html> reaches it.
 */
export function Dialog({
  title,
  description,
  children,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  variant = "center",
}: DialogProps) {
  const { t } = useLingui();
  // With a trigger Radix returns focus itself; an app-opened dialog needs our help.
  useReturnFocus(trigger ? undefined : open);
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={css.overlay} />
        <RadixDialog.Content
          className={css.content({ variant })}
          data-variant={variant}
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <div className={css.header}>
            <RadixDialog.Title className={css.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close className={css.close} aria-label={t`关闭`}>
              <X aria-hidden="true" size={20} />
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className={css.description}>{description}</RadixDialog.Description>
          ) : null}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Wrap any element to make it close the surrounding dialog, such as a 好的 button. */
export const DialogClose = RadixDialog.Close;
