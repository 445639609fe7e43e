/** Collects text up to a byte budget and remembers that it dropped the rest. */
export class CappedText {
  private chunks: Buffer[] = [];
  private size = 0;
  truncated = false;

  private readonly limit: number;

  constructor(limit: number) {
    this.limit = limit;
  }

  push(chunk: Uint8Array): void {
    const room = this.limit - this.size;
    if (room <= 0) {
      this.truncated ||= chunk.length > 0;
      return;
    }
    const kept = chunk.length > room ? chunk.subarray(0, room) : chunk;
    if (kept.length < chunk.length) this.truncated = true;
    this.chunks.push(Buffer.from(kept));
    this.size += kept.length;
  }

  toString(): string {
    return Buffer.concat(this.chunks).toString("utf8");
  }
}
