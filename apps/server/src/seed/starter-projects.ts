import { starterLibrary } from "../scratch-library/starter-library.ts";

/**
 * Shared starter projects that lessons point at; anyone signed in may remix them. Scratch has one
 * starter on the server: the project a new Scratch project starts from (the starter library's, whose
 * costumes and sounds `seedStarterLibrary` stores), so a lesson and 新建 begin with the same stage.
 */
const scratchStarter = starterLibrary().starter;

export const seedProjects = [
  {
    id: "starter-scratch-cat",
    kind: "scratch" as const,
    title: "启蒙第 1 课：你好，小圆",
    body: JSON.stringify(scratchStarter),
  },
  {
    id: "starter-python-hello",
    kind: "python" as const,
    title: "第 1 课：你好，Python",
    body: 'print("你好，启思编程！")\nname = input("你叫什么名字？")\nprint(name, "，欢迎来到编程世界！")\n',
  },
  {
    id: "starter-python-guess",
    kind: "python" as const,
    title: "第 15 课：猜数字游戏",
    body: 'import random\n\nsecret = random.randint(1, 100)\ntries = 0\nwhile True:\n    guess = int(input("猜一个 1 到 100 的数："))\n    tries += 1\n    if guess > secret:\n        print("大了，再小一点")\n    elif guess < secret:\n        print("小了，再大一点")\n    else:\n        print("猜对了！你一共猜了", tries, "次")\n        break\n',
  },
  {
    id: "starter-cpp-hello",
    kind: "cpp" as const,
    title: "第 1 课：第一个 C++ 程序",
    body: '#include <iostream>\nusing namespace std;\n\nint main() {\n    cout << "你好，C++！" << endl;\n    return 0;\n}\n',
  },
];
