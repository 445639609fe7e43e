import { style } from "@vanilla-extract/css";

/** A portal's root carries the theme and language without a box of its own. */
export const portalRoot = style({ display: "contents" });
