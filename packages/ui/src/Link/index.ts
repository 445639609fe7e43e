export { type AnchorProps, Link, type LinkComponent, type LinkProps } from "./Link";
export { link as linkClass } from "./Link.css";
