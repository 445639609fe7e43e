export { BookPromotion, type BookPromotionProps } from "./BookPromotion";
