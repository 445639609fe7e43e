import type { CheckResultValue } from "./types";

export const passed: CheckResultValue = {
  passed: true,
  total: 5,
  passedTests: 5,
  message: "全部通过了，真棒！",
  cases: [],
};

export const wrongOutput: CheckResultValue = {
  passed: false,
  total: 5,
  passedTests: 1,
  message: "输入 3 和 5 时，应该输出 8，你的程序输出了 35——是不是把文字拼在一起了？",
  cases: [],
  test: { input: "3\n5", expected: "8", actual: "35 " },
};

export const pythonError: CheckResultValue = {
  passed: false,
  total: 3,
  passedTests: 0,
  message: "第 2 行出错了，停了下来。",
  cases: [],
  test: { input: "", actual: "" },
  error: { name: "NameError", detail: "name 'pritn' is not defined", line: 2 },
};

export const cppVerdicts: CheckResultValue = {
  passed: false,
  total: 5,
  passedTests: 2,
  message: "第 3 次试的时候结果不对：输入 100 200 时应该输出 300。",
  cases: [
    { index: 1, verdict: "AC", timeMs: 3 },
    { index: 2, verdict: "AC", timeMs: 2 },
    { index: 3, verdict: "WA", timeMs: 2 },
    { index: 4, verdict: "TLE", timeMs: 1000 },
    { index: 5, verdict: "RE", timeMs: 4 },
  ],
  test: { input: "100 200", expected: "300", actual: "100200" },
};

export const compileError: CheckResultValue = {
  passed: false,
  total: 5,
  passedTests: 0,
  message: "第 4 行有错，程序没能编译：这一行的末尾少了分号。",
  cases: [],
  diagnostics: [
    {
      line: 4,
      column: 12,
      message: "这一行的末尾少了分号：C++ 的每一句话都要用英文分号 ; 结尾，在这句话的最后补上 ; 就好了。",
      original: "main.cpp:4:12: error: expected ';' after expression",
    },
  ],
};

export const quizWrong: CheckResultValue = {
  passed: false,
  total: 1,
  passedTests: 0,
  message: "还不对，再想一想。",
  cases: [],
  quiz: {
    why: ["print 打印的是引号里面的文字，不会帮你做加法。"],
    explanation: "引号里的 1 + 1 是文字，所以原样打印出来。",
  },
};
