export { CaptchaWidget } from "./CaptchaWidget";
