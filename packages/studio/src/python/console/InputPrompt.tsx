import { useLingui } from "@lingui/react/macro";
import { Button } from "@qisi/ui";
import { type Ref, useId } from "react";
import * as css from "../PythonStudio.css";

export interface InputPromptProps {
  /** What the program passed to `input()`; empty asks in general words. */
  prompt: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** The answer field shown while `input()` waits; Enter or 确定 sends the answer. */
export function InputPrompt({ prompt, value, onChange, onSubmit, inputRef }: InputPromptProps) {
  const { t } = useLingui();
  const id = useId();
  return (
    <form
      className={css.inputRow}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor={id}>{prompt.trim() || t`请输入：`}</label>
      <input
        ref={inputRef}
        id={id}
        className={css.inputField}
        value={value}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
      <Button type="submit" variant="primary">
        {t`确定`}
      </Button>
    </form>
  );
}
