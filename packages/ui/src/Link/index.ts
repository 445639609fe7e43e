export { Link, type LinkProps } from "./Link";
export { link as linkClass } from "./Link.css";
