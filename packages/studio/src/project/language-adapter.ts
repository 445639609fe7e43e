import type { ProjectKind } from "@qisi/api";

/**
 * What one language (Scratch, Python, C++) gives the shared project model: how its work becomes
 * the project body the server stores and back, and what a new project starts with.
 */
export interface LanguageAdapter<Content> {
  kind: ProjectKind;
  /** The title of a project nobody has named yet. */
  defaultTitle: string;
  /** A new project's content. */
  starter(): Content;
  serialize(content: Content): string;
  deserialize(body: string): Content;
  /** A small data-URL picture for project lists; undefined when there is none to give. */
  thumbnail?(content: Content): Promise<string | undefined>;
}

/** Python (and C++): the body is the source text itself. */
export function sourceTextAdapter(
  kind: ProjectKind,
  defaultTitle: string,
  starter: string,
): LanguageAdapter<string> {
  return {
    kind,
    defaultTitle,
    starter: () => starter,
    serialize: (code) => code,
    deserialize: (body) => body,
  };
}
