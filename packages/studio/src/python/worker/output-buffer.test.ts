import { describe, expect, it } from "vitest";
import type { FromWorker } from "./messages.ts";
import { OutputBuffer } from "./output-buffer.ts";

function buffer() {
  let now = 1000;
  const posted: FromWorker[] = [];
  const output = new OutputBuffer(
    (message) => posted.push(message),
    33,
    16,
    () => now,
  );
  return { output, posted, advance: (ms: number) => (now += ms) };
}

describe("OutputBuffer", () => {
  it("posts the first write at once and holds the next ones for the rest of the window", () => {
    const { output, posted, advance } = buffer();
    output.write("stdout", "第 0\n");
    advance(1);
    output.write("stdout", "第 1\n");
    expect(posted).toEqual([{ type: "output", stream: "stdout", text: "第 0\n" }]);
  });

  // Issue 17: while Python computed without printing, output written just after a flush stayed
  // in the buffer until the program ended. Pyodide's interrupt polls now call flushIfDue().
  it("posts held output from a poll once the window has passed, with no further write", () => {
    const { output, posted, advance } = buffer();
    output.write("stdout", "a\n");
    output.write("stdout", "b\n");
    advance(20);
    output.flushIfDue();
    expect(posted).toHaveLength(1);
    advance(13);
    output.flushIfDue();
    expect(posted.at(-1)).toEqual({ type: "output", stream: "stdout", text: "b\n" });
  });

  it("keeps only the last characters of a flood, and turtle steps beside the text", () => {
    const { output, posted, advance } = buffer();
    output.write("stdout", "x");
    output.write("stdout", "0123456789");
    output.write("stderr", "abcdefghij");
    output.turtle([{ t: "clear" }]);
    advance(40);
    output.flushIfDue();
    expect(posted.slice(1)).toEqual([
      { type: "output", stream: "stdout", text: "456789" },
      { type: "output", stream: "stderr", text: "abcdefghij" },
      { type: "turtle", ops: [{ t: "clear" }] },
    ]);
  });

  it("a poll with nothing waiting posts nothing", () => {
    const { output, posted, advance } = buffer();
    advance(100);
    output.flushIfDue();
    expect(posted).toEqual([]);
  });
});
