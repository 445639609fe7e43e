export { LoginDialog, type LoginDialogProps } from "./LoginDialog";
