import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { parseProject } from "@qisi/studio/checks/scratch";
import type { ContentIssue } from "./issues.ts";
import type { LoadedExercise, Read, Rel } from "./load.ts";
import type { PredictExerciseFile, RunExerciseFile } from "./step-schema.ts";
import type { LineOf } from "./yaml-file.ts";

/** A picture in a predict choice is sent inline with the step: it must stay small. */
const maxPictureBytes = 200 * 1024;

/**
 * A predict or run-and-see step's files: for Scratch the project it runs (a Scratch 3 project.json)
 * and, for predict, each choice's picture (PNG or SVG, kept as a data URL so the step needs no
 * route of its own). Python and C++ programs are written in the YAML (`code:`).
 */
export function loadProgramStep(
  dir: string,
  n: number,
  id: string,
  file: string,
  data: PredictExerciseFile | RunExerciseFile,
  read: Read,
  rel: Rel,
  issues: ContentIssue[],
  lineOf: LineOf,
): LoadedExercise {
  const named = (name: string) => {
    if (!name.startsWith(`exercise-${n}.`))
      issues.push({ file, line: lineOf([]), reason: `${name} 要以 exercise-${n}. 开头` });
    const path = join(dir, name);
    return existsSync(path) ? path : undefined;
  };
  let project: string | undefined;
  if (data.project) {
    const path = named(data.project);
    if (!path) issues.push({ file, line: lineOf(["project"]), reason: `作品 ${data.project} 不存在` });
    else {
      project = read(path);
      if (!parseProject(project))
        issues.push({ file: rel(path), line: 1, reason: "这不是 Scratch 3 的 project.json" });
    }
  }
  const pictures: Record<string, string> = {};
  if (data.kind === "predict")
    for (const [index, choice] of data.choices.entries()) {
      if (typeof choice === "string" || !choice.picture) continue;
      const path = named(choice.picture);
      const line = lineOf(["choices", index, "picture"]);
      if (!path) issues.push({ file, line, reason: `图片 ${choice.picture} 不存在` });
      else if (statSync(path).size > maxPictureBytes)
        issues.push({ file, line, reason: "图片太大了（最多 200 KB）：缩小一点再放进来" });
      else {
        const type = choice.picture.endsWith(".svg") ? "image/svg+xml" : "image/png";
        pictures[choice.picture] = `data:${type};base64,${read(path, "base64")}`;
      }
    }
  return { id, n, file, data, ...(project !== undefined && { project }), pictures };
}

/**
 * The PRIMM task of a code exercise (fix, modify, make) against its files: a fix or a modify starts
 * from a starter the author wrote (the content test proves a fix's starter fails and a modify's
 * passes its `before` behaviour and fails the new tests); only a modify has a `before`.
 */
export function taskIssues(exercise: LoadedExercise, lineOf: LineOf): ContentIssue[] {
  const { data, file } = exercise;
  if (data.kind !== "python" && data.kind !== "cpp" && data.kind !== "scratch" && data.kind !== "parsons")
    return [];
  const issues: ContentIssue[] = [];
  const task = data.task ?? "make";
  if (data.kind === "parsons") {
    if (data.task !== undefined)
      issues.push({ file, line: lineOf(["task"]), reason: "拼程序的题没有 task：它本身就是一种步骤" });
    if (data.before !== undefined)
      issues.push({ file, line: lineOf(["before"]), reason: "拼程序的题没有 before" });
    return issues;
  }
  const starterName =
    data.kind === "scratch" ? "starter.json" : data.kind === "python" ? "starter.py" : "starter.cpp";
  if ((task === "fix" || task === "modify") && exercise.starter === undefined)
    issues.push({
      file,
      line: lineOf(["task"]),
      reason: `task: ${task} 要有起始程序 exercise-${exercise.n}.${starterName}（${task === "fix" ? "带一个错误的程序" : "一个能运行、要改一改的程序"}）`,
    });
  if (task === "modify" && data.before === undefined)
    issues.push({
      file,
      line: lineOf(["task"]),
      reason: "task: modify 要写 before：起始程序改动之前做什么（它要通过 before，而通不过新的 tests）",
    });
  if (task !== "modify" && data.before !== undefined)
    issues.push({ file, line: lineOf(["before"]), reason: "只有 task: modify 才写 before" });
  return issues;
}
