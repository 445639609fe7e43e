import {
  cloneElement,
  createContext,
  type FocusEvent,
  type HTMLAttributes,
  isValidElement,
  lazy,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  Suspense,
  useContext,
  useRef,
  useState,
} from "react";
import { useReturnFocus } from "./use-return-focus";

export interface DialogProps {
  /** Always shown: every dialog needs an accessible name. */
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** The element (a button) that opens the dialog; omit when the app controls `open`. */
  trigger?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** `center` for messages and forms, `sheet` for the mobile menu, `drawer` for a lesson's outline. */
  variant?: "center" | "sheet" | "drawer";
}

const loadDialogView = () => import("./DialogView");
const DialogView = lazy(loadDialogView);

/** Starts fetching the dialog's code, e.g. when a pointer nears a button that opens one. */
export function preloadDialog(): void {
  void loadDialogView();
}

const CloseContext = createContext<() => void>(() => {});

/**
 * The product's modal: focus trapped, Escape and the close button dismiss it, focus returns to
 * whatever opened it. The modal machinery (Radix Dialog, ~15 KB gzip) loads the first time a dialog
 * opens, or as soon as a pointer or focus reaches its trigger, so no page pays for it up front.
 */
export function Dialog({ trigger, open: openProp, defaultOpen = false, onOpenChange, ...view }: DialogProps) {
  const [innerOpen, setInnerOpen] = useState(defaultOpen);
  const open = openProp ?? innerOpen;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setInnerOpen(next);
    onOpenChange?.(next);
  };
  // Once opened it stays mounted, so closing can animate and reopening is instant.
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  const triggerRef = useRef<HTMLElement | null>(null);
  useReturnFocus(open, triggerRef);

  return (
    <CloseContext.Provider value={() => setOpen(false)}>
      {isValidElement<HTMLAttributes<HTMLElement>>(trigger)
        ? cloneElement(trigger, {
            "aria-haspopup": "dialog",
            "aria-expanded": open,
            onPointerEnter: (event: PointerEvent<HTMLElement>) => {
              trigger.props.onPointerEnter?.(event);
              preloadDialog();
            },
            onFocus: (event: FocusEvent<HTMLElement>) => {
              trigger.props.onFocus?.(event);
              preloadDialog();
            },
            onClick: (event: MouseEvent<HTMLElement>) => {
              trigger.props.onClick?.(event);
              if (event.defaultPrevented) return;
              triggerRef.current = event.currentTarget;
              setOpen(true);
            },
          })
        : null}
      {mounted ? (
        <Suspense fallback={null}>
          <DialogView {...view} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </CloseContext.Provider>
  );
}

export interface DialogCloseProps {
  /** With `asChild`, the single child (a button) closes the dialog instead of a plain button. */
  asChild?: boolean;
  children: ReactNode;
}

/** Wrap any element to make it close the surrounding dialog, such as a 好的 button. */
export function DialogClose({ asChild, children }: DialogCloseProps) {
  const close = useContext(CloseContext);
  if (asChild && isValidElement<HTMLAttributes<HTMLElement>>(children)) {
    return cloneElement(children, {
      onClick: (event: MouseEvent<HTMLElement>) => {
        children.props.onClick?.(event);
        if (!event.defaultPrevented) close();
      },
    });
  }
  return (
    <button type="button" onClick={close}>
      {children}
    </button>
  );
}
