import type { QuizValue } from "./types";

export const single: QuizValue = {
  id: "q1",
  type: "single",
  question: "下面哪一行能让电脑在屏幕上显示“你好”？",
  options: ['print("你好")', "say 你好", 'input("你好")'],
};

export const multiple: QuizValue = {
  id: "q2",
  type: "multiple",
  question: "哪些是合法的变量名？",
  options: ["score", "2name", "my_name", "class"],
};

export const trueFalse: QuizValue = {
  id: "q3",
  type: "truefalse",
  question: "print(1 + 1) 会打印出 1 + 1。",
  options: [],
};

export const output: QuizValue = {
  id: "q4",
  type: "output",
  question: "这段程序输出什么？",
  code: 'a = 3\nb = "3"\nprint(a * 2, b * 2)',
  language: "python",
  options: ["6 6", "6 33", "33 6", "程序会出错"],
};
