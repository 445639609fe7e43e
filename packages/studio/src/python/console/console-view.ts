export interface ConsoleViewOptions {
  /** Characters kept on screen; older output is dropped with a note. */
  maxChars?: number;
  /** Shown in place of dropped output. */
  droppedNote?: string;
}

/**
 * The output console, written to the DOM directly: text is batched per animation frame and the
 * oldest output is dropped past `maxChars`, so a print flood never goes through React state and
 * never freezes the page.
 */
export class ConsoleView {
  private pending: { stream: string; text: string }[] = [];
  private frame = 0;
  private chars = 0;
  private readonly maxChars: number;
  private readonly note: HTMLElement;
  /** Everything shown, for the live-sync tail. */
  private tail = "";

  constructor(
    private readonly root: HTMLElement,
    options: ConsoleViewOptions = {},
  ) {
    this.maxChars = options.maxChars ?? 30_000;
    this.note = document.createElement("span");
    this.note.dataset.stream = "note";
    this.note.textContent = options.droppedNote ?? "…\n";
  }

  write(stream: "stdout" | "stderr" | "stdin" | "note", text: string) {
    if (!text) return;
    const last = this.pending.at(-1);
    if (last && last.stream === stream) last.text += text;
    else this.pending.push({ stream, text });
    this.tail = (this.tail + text).slice(-8000);
    if (!this.frame) this.frame = requestAnimationFrame(() => this.flush());
  }

  /** The last `n` characters of the output. */
  lastText(n = 4000): string {
    return this.tail.slice(-n);
  }

  clear() {
    this.pending = [];
    this.tail = "";
    this.chars = 0;
    this.root.replaceChildren();
  }

  /** Writes what is pending now (tests, and before reading the text). */
  flush() {
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
    const fragment = document.createDocumentFragment();
    for (const { stream, text } of this.pending) {
      const kept = text.length > this.maxChars ? text.slice(-this.maxChars) : text;
      const span = document.createElement("span");
      span.dataset.stream = stream;
      span.textContent = kept;
      fragment.append(span);
      this.chars += kept.length;
    }
    this.pending = [];
    const stick = this.root.scrollHeight - this.root.scrollTop - this.root.clientHeight < 40;
    this.root.append(fragment);
    let dropped = false;
    while (this.chars > this.maxChars) {
      const first = this.root.firstElementChild;
      if (!first || first === this.root.lastElementChild) break;
      if (first !== this.note) {
        this.chars -= first.textContent?.length ?? 0;
        dropped = true;
      }
      first.remove();
    }
    if (dropped || this.note.isConnected) this.root.prepend(this.note);
    if (stick) this.root.scrollTop = this.root.scrollHeight;
  }

  dispose() {
    if (this.frame) cancelAnimationFrame(this.frame);
  }
}
