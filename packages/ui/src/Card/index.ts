export { Card, type CardProps } from "./Card";
export { card as cardClass } from "./Card.css";
