import { style } from "@vanilla-extract/css";

/** The language list stays narrow in the header; the names are short enough. */
export const select = style({ maxWidth: "7.5rem" });
