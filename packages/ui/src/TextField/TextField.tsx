import { Trans } from "@lingui/react/macro";
import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from "react";
import { VisuallyHidden } from "../VisuallyHidden";
import { FieldMessage } from "./FieldMessage";
import * as css from "./TextField.css";

export interface TextFieldProps
  extends Omit<
    InputHTMLAttributes<HTMLInputElement>,
    "className" | "style" | "size" | "children" | "aria-invalid" | "aria-describedby"
  > {
  /** Always visible: a placeholder is not a label. */
  label: ReactNode;
  /** What to type, shown under the field until there is an error. */
  hint?: ReactNode;
  /** What is wrong; replaces the hint, marks the field invalid and is announced. */
  error?: ReactNode;
  /** Shows how many characters are typed of `maxLength` (which it needs). */
  counter?: boolean;
  size?: css.InputVariants["size"];
  variant?: css.InputVariants["variant"];
  ref?: Ref<HTMLInputElement>;
}

/** Counts what a person sees as characters, so 启思 is 2 (and an emoji 1), as `maxLength` roughly does. */
function characterCount(value: InputHTMLAttributes<HTMLInputElement>["value"]): number {
  return typeof value === "string" ? [...value].length : 0;
}

/**
 * A labelled text input with its hint, error and character counter, each tied to the input
 * (`label for`, `aria-describedby`, `aria-invalid`) so a screen reader hears them with the field.
 */
export function TextField({
  label,
  hint,
  error,
  counter = false,
  size,
  variant,
  id,
  ref,
  ...input
}: TextFieldProps) {
  const ownId = useId();
  const inputId = id ?? `${ownId}-input`;
  const messageId = `${ownId}-message`;
  const counterId = `${ownId}-counter`;
  const message = error ? "error" : hint ? "hint" : null;
  const max = input.maxLength;
  const count = characterCount(input.value);
  const showCounter = counter && max !== undefined;
  const describedBy = [message ? messageId : null, showCounter ? counterId : null].filter(Boolean).join(" ");

  return (
    <div className={css.field}>
      <label className={css.label} htmlFor={inputId}>
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        className={css.input({ size, variant })}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {message || showCounter ? (
        <div className={css.messages}>
          {message ? (
            <FieldMessage id={messageId} tone={message}>
              {error || hint}
            </FieldMessage>
          ) : null}
          {showCounter ? (
            <p id={counterId} className={css.counter} data-full={count >= max}>
              <span aria-hidden="true">
                {count}/{max}
              </span>
              <VisuallyHidden>
                <Trans>
                  已输入 {count} 个字，最多 {max} 个
                </Trans>
              </VisuallyHidden>
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
