import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import * as css from "../CppStudio.css";

export interface StdinBoxProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * Where the page is not cross-origin isolated, `cin` cannot wait for the child: what it will read
 * is written here before Run.
 */
export function StdinBox({ value, onChange }: StdinBoxProps) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className={css.stdinBox}>
      <label htmlFor={id}>{t`把输入先写在这里（程序用 cin 读的内容，运行前写好）：`}</label>
      <textarea
        id={id}
        className={css.stdinText}
        value={value}
        data-testid="stdin-box"
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
