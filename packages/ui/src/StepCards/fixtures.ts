import type { PredictValue, RunStepValue, StepResultValue } from "./types";

export const predictChoices: PredictValue = {
  language: "python",
  code: 'x = 3\nprint(x * 2)\nprint("x" * 2)',
  question: "这段程序会输出什么？",
  choices: [{ text: "6\n6" }, { text: "6\nxx" }, { text: "x * 2\nxx" }],
  tries: 2,
};

export const predictTyped: PredictValue = {
  language: "python",
  code: 'name = input()\nprint("你好，" + name)',
  stdin: "小启",
  question: "输入“小启”，程序会输出什么？",
  choices: [],
  tries: 2,
};

export const predictScratch: PredictValue = {
  language: "scratch",
  question: "点一下绿旗，小启会怎么做？",
  choices: [{ text: "向右走 100 步" }, { text: "说“你好！”两秒" }, { text: "转一圈" }],
  tries: 2,
};

export const runStep: RunStepValue = {
  language: "python",
  code: 'for i in range(3):\n    print("跳一下")',
  change: { line: 1, value: "3" },
  question: "把 3 改成 5 再运行，“跳一下”一共出现了几次？",
  choices: ["3 次", "5 次", "8 次"],
  tries: 2,
};

export const wrongOnce: StepResultValue = {
  passed: false,
  total: 1,
  passedTests: 0,
  message: "不是这个哦。",
  step: { right: false, triesLeft: 1 },
};

export const wrongTwice: StepResultValue = {
  passed: false,
  total: 1,
  passedTests: 0,
  message: "两次都没猜中，没关系，看看它到底输出了什么。",
  step: {
    right: false,
    triesLeft: 0,
    output: "6\nxx\n",
    answer: 1,
    explanation: '数字 3 乘以 2 是 6；文字 "x" 乘以 2 是把它重复两遍。',
  },
};

export const right: StepResultValue = {
  passed: true,
  total: 1,
  passedTests: 1,
  message: "猜对了！",
  step: { right: true, triesLeft: 1, output: "6\nxx\n", answer: 1 },
};
