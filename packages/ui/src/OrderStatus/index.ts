export { OrderStatus, type OrderStatusProps, type OrderStatusValue } from "./OrderStatus";
