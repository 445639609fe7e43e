export { WechatLinkPrompt } from "./WechatLinkPrompt";
