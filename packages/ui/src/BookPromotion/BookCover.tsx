import { vars } from "../theme/contract.css";

const fill = (color: string) => ({ fill: color });

/** Our own cover drawing: a book whose cover shows a maze with a path found through it. */
export function BookCover() {
  return (
    <svg viewBox="0 0 200 260" width="200" height="260" aria-hidden="true" focusable="false">
      <rect x="22" y="14" width="164" height="236" rx="10" style={fill(vars.color.borderStrong)} />
      <rect x="14" y="8" width="164" height="236" rx="10" style={fill(vars.color.action)} />
      <rect x="14" y="8" width="16" height="236" rx="6" style={fill(vars.color.actionHover)} />
      <rect x="46" y="30" width="112" height="12" rx="6" style={fill(vars.color.onAction)} />
      <rect x="62" y="50" width="80" height="8" rx="4" style={fill(vars.color.actionSubtle)} />
      <rect x="46" y="78" width="112" height="112" rx="10" style={fill(vars.color.surface)} />
      <path
        d="M58 92h40v24M118 92h28v60M58 128h28v36h40M106 116v24h20M58 178h88"
        style={{ fill: "none", stroke: vars.color.borderStrong }}
        strokeWidth="6"
        strokeLinecap="round"
      />
      <path
        d="M62 104h24v36h28v-12h20v40"
        style={{ fill: "none", stroke: vars.color.warning }}
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
        strokeDasharray="2 8"
      />
      <circle cx="62" cy="104" r="6" style={fill(vars.color.success)} />
      <path d="m134 164 7 4-7 4 2-4Z" style={fill(vars.color.danger)} />
      <circle cx="134" cy="168" r="7" style={fill(vars.color.danger)} />
      <rect x="46" y="206" width="64" height="8" rx="4" style={fill(vars.color.actionSubtle)} />
      <rect x="46" y="220" width="40" height="8" rx="4" style={fill(vars.color.actionSubtle)} />
    </svg>
  );
}
