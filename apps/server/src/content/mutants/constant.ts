import { cppString } from "./cpp.ts";
import { type ConstantProgram, outputLines, quoted } from "./mutant.ts";

/**
 * Programs that print one expected output whatever the input — what a child writes who copied the
 * sample's answer: for each distinct output, all of it in one print, and (for several lines) a
 * print per line. An exercise's checks must fail every one (`content check` proves it).
 */
export function constantPrograms(language: "python" | "cpp", outputs: readonly string[]): ConstantProgram[] {
  const programs: ConstantProgram[] = [];
  for (const [index, output] of [...new Set(outputs)].entries()) {
    const lines = outputLines(output);
    const ending = output.endsWith("\n");
    const which = `第 ${index + 1} 种答案 ${quoted(output)}`;
    programs.push({ name: `只输出${which}`, source: program(language, [lines.join("\n")], ending) });
    if (lines.length > 1)
      programs.push({ name: `一行一行地只输出${which}`, source: program(language, lines, ending) });
  }
  return programs;
}

function program(language: "python" | "cpp", lines: string[], ending: boolean): string {
  if (language === "python")
    return lines
      .map((line, index) =>
        index === lines.length - 1 && !ending
          ? `print(${JSON.stringify(line)}, end="")\n`
          : `print(${JSON.stringify(line)})\n`,
      )
      .join("");
  const statements = lines.map((line, index) =>
    index === lines.length - 1 && !ending
      ? `    cout << ${cppString(line)};`
      : `    cout << ${cppString(line)} << endl;`,
  );
  return `#include <iostream>\nusing namespace std;\n\nint main() {\n${statements.join("\n")}\n    return 0;\n}\n`;
}
