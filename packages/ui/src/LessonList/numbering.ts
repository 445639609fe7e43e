export type LessonState = "todo" | "done" | "locked";

export interface LessonListItem {
  id: string;
  lessonId: string;
  title: string;
  kind?: "lesson" | "video" | "project";
  /** Running number across all groups from 1 (SPEC §3); filled in when absent. */
  displaySeq?: number;
  state?: LessonState;
  /** For a lesson with exercises: how many the learner passed, of how many. */
  exercises?: { passed: number; total: number };
  /** Still being written (issue 37): listed, not openable. */
  draft?: boolean;
}

export interface LessonListGroup {
  id: string;
  title: string;
  children: LessonListItem[];
}

/** SPEC §3: items are numbered 1, 2, 3 … straight through the groups; numbers already given are kept. */
export function numberLessons(groups: LessonListGroup[]): LessonListGroup[] {
  let seq = 0;
  return groups.map((group) => ({
    ...group,
    children: group.children.map((item) => {
      seq += 1;
      return { ...item, displaySeq: item.displaySeq ?? seq };
    }),
  }));
}
