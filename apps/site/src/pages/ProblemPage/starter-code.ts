/** What the editor holds before the child writes anything: the skeleton of a contest program. */
export const starterCode = {
  cpp: "#include <bits/stdc++.h>\nusing namespace std;\n\nint main() {\n    \n    return 0;\n}\n",
  python: "# 在这里写你的 Python 代码\n",
} as const;

export type SolutionLanguage = keyof typeof starterCode;

const draftKey = (problemId: string, language: SolutionLanguage) =>
  `qisi.judge.draft.${problemId}.${language}`;

/** The child's last code for this problem and language, kept in this browser between visits. */
export function loadDraft(problemId: string, language: SolutionLanguage): string {
  try {
    return localStorage.getItem(draftKey(problemId, language)) ?? starterCode[language];
  } catch {
    return starterCode[language];
  }
}

export function saveDraft(problemId: string, language: SolutionLanguage, code: string): void {
  try {
    localStorage.setItem(draftKey(problemId, language), code);
  } catch {
    // Storage full or blocked (private mode): the draft lives only in the page.
  }
}
