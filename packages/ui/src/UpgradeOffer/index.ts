export { UpgradeOffer, type UpgradeOfferProps } from "./UpgradeOffer";
