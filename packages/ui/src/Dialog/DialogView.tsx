import { useLingui } from "@lingui/react/macro";
import * as RadixDialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { QisiPortalRoot } from "../QisiProvider/QisiPortalRoot";
import type { DialogProps } from "./Dialog";
import * as css from "./Dialog.css";

export type DialogViewProps = Omit<DialogProps, "trigger" | "defaultOpen" | "open" | "onOpenChange"> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The modal itself (Radix Dialog): focus trapped, Escape and the close button dismiss it. Portals
 * into <body>: the theme on <html> reaches it on our site, and inside a `QisiProvider` it gets a
 * root of the provider's theme and language. Loaded by `Dialog` when it first opens.
 */
export default function DialogView({
  title,
  description,
  children,
  open,
  onOpenChange,
  variant = "center",
}: DialogViewProps) {
  const { t } = useLingui();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <QisiPortalRoot>
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
        </QisiPortalRoot>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
