import { vars } from "../theme/contract.css";

const fill = (color: string) => ({ fill: color });

/**
 * Our own drawing: a laptop with coding blocks on screen and a paper rocket taking off from it.
 * Decorative; the headline says what matters.
 */
export function HeroIllustration() {
  return (
    <svg viewBox="0 0 320 240" width="320" height="240" aria-hidden="true" focusable="false">
      <circle cx="210" cy="92" r="84" style={fill(vars.color.actionSubtle)} />
      <rect x="44" y="70" width="200" height="128" rx="12" style={fill(vars.color.text)} />
      <rect x="54" y="80" width="180" height="108" rx="6" style={fill(vars.color.surface)} />
      <rect x="24" y="198" width="240" height="12" rx="6" style={fill(vars.color.borderStrong)} />
      <rect x="66" y="94" width="74" height="16" rx="5" style={fill(vars.color.warning)} />
      <rect x="78" y="116" width="92" height="16" rx="5" style={fill(vars.color.action)} />
      <rect x="78" y="138" width="66" height="16" rx="5" style={fill(vars.color.brand)} />
      <rect x="66" y="160" width="54" height="16" rx="5" style={fill(vars.color.success)} />
      <circle cx="200" cy="158" r="16" style={fill(vars.color.actionSubtle)} />
      <path d="m194 150 14 8-14 8Z" style={fill(vars.color.action)} />
      <g transform="rotate(35 258 72)">
        <path d="M258 26c14 12 20 30 16 52h-32c-4-22 2-40 16-52Z" style={fill(vars.color.danger)} />
        <circle cx="258" cy="54" r="7" style={fill(vars.color.surface)} />
        <path d="m242 70-12 16 14-2Zm32 0 12 16-14-2Z" style={fill(vars.color.warning)} />
        <path d="M250 80h16l-8 18Z" style={fill(vars.color.warning)} />
      </g>
      <circle cx="36" cy="44" r="5" style={fill(vars.color.brand)} />
      <circle cx="292" cy="180" r="4" style={fill(vars.color.warning)} />
      <path d="m120 30 3 7 7 3-7 3-3 7-3-7-7-3 7-3Z" style={fill(vars.color.warning)} />
    </svg>
  );
}
