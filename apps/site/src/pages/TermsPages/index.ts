export { default as PrivacyLitePage } from "./PrivacyLitePage";
export { default as PrivacyPage } from "./PrivacyPage";
export { default as PrivacyTeenPage } from "./PrivacyTeenPage";
export { default as TosPage } from "./TosPage";
