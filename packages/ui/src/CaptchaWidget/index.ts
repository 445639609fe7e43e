export { CaptchaWidget, type CaptchaWidgetProps } from "./CaptchaWidget";
export {
  type AltchaChallenge,
  type AltchaSolution,
  type AltchaSolver,
  solveChallenge,
} from "./solve-altcha";
