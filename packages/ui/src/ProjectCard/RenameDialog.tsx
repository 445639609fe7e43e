import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Button } from "../Button";
import { Dialog, DialogClose } from "../Dialog";
import { stackClass } from "../Stack";
import { TextField } from "../TextField";
import * as css from "./ProjectCard.css";
import { maxProjectTitleLength, validateProjectTitle } from "./types";

export interface RenameDialogProps {
  title: string;
  trigger: ReactNode;
  onRename: (title: string) => void;
}

/** Asks for the new name; the card passes it on and shows the action as busy. */
export function RenameDialog({ title, trigger, onRename }: RenameDialogProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <Dialog title={t`给作品改个名字`} trigger={trigger} open={open} onOpenChange={setOpen}>
      <RenameForm
        title={title}
        onRename={(next) => {
          onRename(next);
          setOpen(false);
        }}
      />
    </Dialog>
  );
}

/** Mounted with each opening, so it starts from the current name with the field focused. */
function RenameForm({ title, onRename }: Pick<RenameDialogProps, "title" | "onRename">) {
  const { t } = useLingui();
  const [value, setValue] = useState(title);
  const [problem, setProblem] = useState<ReturnType<typeof validateProjectTitle>>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // Runs before the dialog's own focus handling, which then keeps focus where it already is.
  useEffect(() => {
    inputRef.current?.select();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateProjectTitle(value);
    setProblem(found);
    if (found) {
      inputRef.current?.focus();
      return;
    }
    onRename(value.trim());
  };
  const message =
    problem === "empty"
      ? t`请给作品起个名字`
      : problem === "too_long"
        ? t`名字最多 ${maxProjectTitleLength} 个字`
        : null;

  return (
    <form className={stackClass({ gap: "md" })} noValidate onSubmit={submit}>
      <TextField
        ref={inputRef}
        label={<Trans>作品名称</Trans>}
        error={message}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <div className={css.dialogButtons}>
        <DialogClose asChild>
          <Button variant="ghost">
            <Trans>取消</Trans>
          </Button>
        </DialogClose>
        <Button type="submit">
          <Trans>保存名字</Trans>
        </Button>
      </div>
    </form>
  );
}
