import { Blocks, Code } from "lucide-react";
import * as css from "./CoverArt.css";

export interface CoverArtProps {
  /** Image URL; without one a placeholder drawing stands in. */
  src?: string | null;
  /** Picks the placeholder's icon. */
  kind?: "scratch" | "python" | "cpp";
}

/** A 16:9 cover. Decorative: the card's title already names it, so the image has empty alt text. */
export function CoverArt({ src, kind = "scratch" }: CoverArtProps) {
  const Icon = kind === "scratch" ? Blocks : Code;
  return (
    <div className={css.frame}>
      {src ? (
        <img className={css.image} src={src} alt="" loading="lazy" decoding="async" />
      ) : (
        <div className={css.placeholder} data-placeholder="true">
          <Icon size={48} strokeWidth={1.5} aria-hidden="true" />
        </div>
      )}
    </div>
  );
}
