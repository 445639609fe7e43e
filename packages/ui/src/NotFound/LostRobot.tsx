import { vars } from "../theme/contract.css";

const fill = (color: string) => ({ fill: color });

/** Our own drawing: a small robot holding a map upside down, a question mark above its head. */
export function LostRobot() {
  return (
    <svg viewBox="0 0 240 200" width="240" height="200" aria-hidden="true" focusable="false">
      <ellipse cx="120" cy="186" rx="80" ry="8" style={fill(vars.color.surfaceSunken)} />
      <rect x="84" y="40" width="72" height="58" rx="16" style={fill(vars.color.action)} />
      <rect x="96" y="54" width="48" height="28" rx="10" style={fill(vars.color.surface)} />
      <circle cx="110" cy="68" r="5" style={fill(vars.color.text)} />
      <circle cx="130" cy="68" r="5" style={fill(vars.color.text)} />
      <rect x="117" y="24" width="6" height="16" rx="3" style={fill(vars.color.borderStrong)} />
      <circle cx="120" cy="22" r="7" style={fill(vars.color.warning)} />
      <rect x="92" y="104" width="56" height="56" rx="14" style={fill(vars.color.action)} />
      <rect x="100" y="160" width="14" height="22" rx="6" style={fill(vars.color.borderStrong)} />
      <rect x="126" y="160" width="14" height="22" rx="6" style={fill(vars.color.borderStrong)} />
      <path d="M60 118 98 110v42l-38 8Z" style={fill(vars.color.warningSubtle)} />
      <path d="m142 110 38 8v42l-38-8Z" style={fill(vars.color.warningSubtle)} />
      <path
        d="M68 132c8-6 14 4 22-2m60 2c8 6 14-4 22 2"
        style={{ fill: "none", stroke: vars.color.danger }}
        strokeWidth="3"
        strokeLinecap="round"
        strokeDasharray="4 5"
      />
      <path
        d="M176 16c0-10 18-10 18 0 0 8-9 8-9 16"
        style={{ fill: "none", stroke: vars.color.brand }}
        strokeWidth="6"
        strokeLinecap="round"
      />
      <circle cx="185" cy="44" r="4" style={fill(vars.color.brand)} />
    </svg>
  );
}
