export { Button, type ButtonProps } from "./Button";
export { button as buttonClass } from "./Button.css";
