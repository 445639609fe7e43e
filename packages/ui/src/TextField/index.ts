export { FieldMessage, type FieldMessageProps } from "./FieldMessage";
export { TextField, type TextFieldProps } from "./TextField";
export {
  fieldMessage as fieldMessageClass,
  input as inputClass,
  label as fieldLabelClass,
} from "./TextField.css";
