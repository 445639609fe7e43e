import { readFileSync, writeFileSync } from "node:fs";

/**
 * A sandbox process's CPU time and memory, read by the judge from /proc: from outside the process,
 * so nothing the program does inside can change the figures it is judged by.
 */

/**
 * CPU time of the process's main thread (the interpreter's thread: Python runs there), in ms, from
 * the scheduler's nanosecond count. V8's compiler threads are not the program's and are not counted.
 */
export function mainThreadCpuMs(pid: number): number | null {
  try {
    const text = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, "utf8");
    return Number(text.split(" ")[0]) / 1e6;
  } catch {
    return null;
  }
}

function statusField(pid: number, field: "VmRSS" | "VmHWM"): number | null {
  try {
    const text = readFileSync(`/proc/${pid}/status`, "utf8");
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(text);
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** Resident memory now. */
export const residentBytes = (pid: number) => statusField(pid, "VmRSS");

/** Peak resident memory since the last `resetPeak` (or since the start). */
export const peakResidentBytes = (pid: number) => statusField(pid, "VmHWM");

/** Starts the peak over from the current resident memory (Linux ≥ 4.0: `5` in clear_refs). */
export function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
    return true;
  } catch {
    return false;
  }
}
