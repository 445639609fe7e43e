export { RedirectForm, type RedirectFormProps, type RedirectFormValue } from "./RedirectForm";
