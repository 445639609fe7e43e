export interface ProjectCardData {
  id: string;
  kind: "scratch" | "python" | "cpp";
  title: string;
  thumbnail?: string | null;
  /** ISO time of the last save. */
  updatedAt: string;
  /** Opens the project in its studio, e.g. /studio/scratch/{id}. */
  href: string;
}

export type ProjectAction = "copy" | "remix" | "rename" | "delete";

/** Longest project name we accept; longer ones do not fit a card or a tab title. */
export const maxProjectTitleLength = 50;

export function validateProjectTitle(title: string): "empty" | "too_long" | null {
  const trimmed = title.trim();
  if (trimmed === "") return "empty";
  return [...trimmed].length > maxProjectTitleLength ? "too_long" : null;
}
