import { useLingui } from "@lingui/react/macro";
import { VisuallyHidden } from "@qisi/ui";
import * as css from "./ProjectTitleField.css";

export interface ProjectTitleFieldProps {
  value: string;
  onChange: (title: string) => void;
  maxLength: number;
  /** Someone else's project: the title is shown, not edited. */
  readOnly?: boolean;
  testId?: string;
}

/** A studio project's title in the toolbar, named 作品名称 for screen readers. */
export function ProjectTitleField({ value, onChange, maxLength, readOnly, testId }: ProjectTitleFieldProps) {
  const { t } = useLingui();
  return (
    <label className={css.label}>
      <VisuallyHidden>{t`作品名称`}</VisuallyHidden>
      <input
        className={css.input}
        value={value}
        maxLength={maxLength}
        readOnly={readOnly}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      />
    </label>
  );
}
