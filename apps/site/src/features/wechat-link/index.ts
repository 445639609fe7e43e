export { WechatLinkOffer } from "./WechatLinkOffer";
