export { type BookFacts, BookPromotion, type BookPromotionProps } from "./BookPromotion";
