import { Trans, useLingui } from "@lingui/react/macro";
import { type ReactNode, useState } from "react";
import { Button } from "../Button";
import { Dialog, DialogClose } from "../Dialog";
import * as css from "./ProjectCard.css";

export interface DeleteDialogProps {
  title: string;
  trigger: ReactNode;
  onDelete: () => void;
}

/**
 * Deleting is confirmed first; 再想想 is the safe default. The app offers a short undo afterwards,
 * and the text says so honestly: after that moment the project is gone.
 */
export function DeleteDialog({ title, trigger, onDelete }: DeleteDialogProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      title={t`删除《${title}》？`}
      description={t`删除后的几秒钟里还可以撤销，之后就找不回来了。如果只是想整理一下，可以先复制一份留着。`}
      trigger={trigger}
      open={open}
      onOpenChange={setOpen}
    >
      <div className={css.dialogButtons}>
        <DialogClose asChild>
          <Button variant="ghost">
            <Trans>再想想</Trans>
          </Button>
        </DialogClose>
        <Button
          variant="danger"
          onClick={() => {
            onDelete();
            setOpen(false);
          }}
        >
          <Trans>删除</Trans>
        </Button>
      </div>
    </Dialog>
  );
}
