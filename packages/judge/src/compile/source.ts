import { MAX_SOURCE_BYTES } from "./flags.ts";

/**
 * A source the judge refuses before any compiler sees it; `code` is stable for the server to map
 * to an HttpError with Chinese text (a child's editor saves UTF-8, so other bytes mean a file
 * saved in GBK or a binary pasted in: say so instead of compiling mojibake).
 */
export class SourceError extends Error {
  readonly code: "source-not-utf8" | "source-too-large";
  constructor(code: SourceError["code"], message: string) {
    super(message);
    this.name = "SourceError";
    this.code = code;
  }
}

/** Source bytes (an upload, a request body) → text, or a SourceError. */
export function decodeSource(bytes: Uint8Array): string {
  if (bytes.length > MAX_SOURCE_BYTES) {
    throw new SourceError(
      "source-too-large",
      `source is ${bytes.length} bytes; the limit is ${MAX_SOURCE_BYTES}`,
    );
  }
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new SourceError("source-not-utf8", "source is not valid UTF-8");
  }
}
