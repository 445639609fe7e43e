export { LoginForm, type LoginFormProps } from "./LoginForm";
export { useLoginMessages } from "./messages";
export type {
  CaptchaFailureReason,
  CaptchaSlot,
  CaptchaSlotProps,
  LoginFailure,
  LoginFailureReason,
  LoginStep,
  RequestCodeResult,
  TermsHrefs,
  VerifyResult,
} from "./types";
export {
  codeLength,
  formatPhone,
  mainlandMobilePattern,
  normalizeCode,
  normalizePhone,
  validateCode,
  validatePhone,
} from "./validation";
