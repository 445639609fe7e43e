import { vars } from "../theme/contract.css";

export interface BrandMarkProps {
  /** Edge length in pixels. */
  size?: number;
}

/**
 * Our own mark: a lit idea (a rounded spark) inside code brackets — 启发思考. Decorative; the
 * site name next to it carries the accessible name.
 */
export function BrandMark({ size = 36 }: BrandMarkProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="12" style={{ fill: vars.color.action }} />
      <path
        d="M15 15 8 24l7 9M33 15l7 9-7 9"
        style={{ fill: "none", stroke: vars.color.onAction }}
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M24 12.5c1.1 4.6 2.9 6.4 7.5 7.5-4.6 1.1-6.4 2.9-7.5 7.5-1.1-4.6-2.9-6.4-7.5-7.5 4.6-1.1 6.4-2.9 7.5-7.5Z"
        style={{ fill: vars.color.onAction }}
      />
      <rect x="19" y="31" width="10" height="3.5" rx="1.75" style={{ fill: vars.color.onAction }} />
    </svg>
  );
}
