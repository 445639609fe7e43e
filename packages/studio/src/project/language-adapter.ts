import type { ProjectKind } from "@qisi/api";
import type { DraftBody } from "./drafts.ts";

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
  /**
   * Lazy editors (Scratch): the editor's content now. The editor says only "changed" (`touch()`);
   * the model asks for the content when it saves, never on every edit.
   */
  capture?(): Promise<Content>;
  /** Lazy editors: the draft of what is on screen, when a draft is more than the body (an .sb3). */
  captureDraft?(): Promise<DraftBody>;
  /** The content a draft stands for (default: `deserialize` of a text draft). */
  fromDraft?(body: DraftBody): Content;
  /** Work before the body is sent (Scratch: the costumes and sounds the server does not have yet). */
  beforeSave?(content: Content): Promise<void>;
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
