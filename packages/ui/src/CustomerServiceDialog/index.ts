export { CustomerServiceDialog, type CustomerServiceDialogProps } from "./CustomerServiceDialog";
