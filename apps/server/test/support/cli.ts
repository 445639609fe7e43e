import { vi } from "vitest";
import { runCli } from "../../src/cli-commands.ts";

/**
 * An operator command run in this process, as `node src/cli.ts …` would run it, with what it wrote
 * to stdout and stderr. A child process paid Node's start and the server's whole module graph again
 * for each command; the entry point itself is still spawned by problem-import.test.ts.
 */
export async function runCliInProcess(
  argv: string[],
  env: Record<string, string | undefined>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const written = { stdout: "", stderr: "" };
  const capture = (stream: "stdout" | "stderr") =>
    vi.spyOn(process[stream], "write").mockImplementation((chunk: string | Uint8Array) => {
      written[stream] += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString();
      return true;
    });
  const spies = [capture("stdout"), capture("stderr")];
  try {
    return { code: await runCli(argv, env), ...written };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}
