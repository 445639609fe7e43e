import type { CppCorpusEntry } from "./cpp-corpus-entry.ts";

/**
 * A second, smaller set, written after the rules and on purpose unlike cpp-own.ts: bits/stdc++.h
 * or cstdio, other names, braces on the same line, several statements per line, Chinese comments,
 * whole little tasks rather than one-liners. It guards against rules fitted to our own corpus; its
 * figures are reported on their own.
 */
export const cppOutsideCorpus: CppCorpusEntry[] = [
  {
    name: "求和：中文分号在循环里",
    program:
      "#include <bits/stdc++.h>\nusing namespace std;\nint main(){\n  int n,s=0;\n  cin>>n;\n  for(int k=1;k<=n;k++){ s+=k； }\n  cout<<s<<endl;\n  return 0;\n}\n",
    line: 6,
    cause: "full-width",
  },
  {
    name: "注释里的中文标点不算错，代码里的算",
    program:
      "#include <iostream>\nusing namespace std;\n// 输入两个数，输出它们的和。\nint main()\n{\n    int p, q;\n    cin >> p >> q；\n    cout << p + q;\n    return 0;\n}\n",
    line: 7,
    cause: "full-width",
  },
  {
    name: "比大小：输出时少了 <<",
    program:
      '#include <iostream>\nusing namespace std;\nint main()\n{\n    int m1, m2;\n    cin >> m1 >> m2;\n    if (m1 > m2) cout << "大的是" m1;\n    else cout << "大的是" << m2;\n    return 0;\n}\n',
    line: 7,
    cause: "missing-stream-operator",
  },
  {
    name: "读三个数少了 >>",
    program:
      "#include <bits/stdc++.h>\nusing namespace std;\nint main() {\n  long long x, y, z;\n  cin >> x >> y z;\n  cout << x * y * z << '\\n';\n  return 0;\n}\n",
    line: 5,
    cause: "missing-stream-operator",
  },
  {
    name: "cin 箭头反了（读两个）",
    program:
      "#include <iostream>\nusing namespace std;\nint main() {\n  int w, h;\n  cin << w << h;\n  cout << w * h;\n}\n",
    line: 5,
    cause: "stream-direction",
  },
  {
    name: "只包含了 cstdio 却用 cout",
    program:
      "#include <cstdio>\nusing namespace std;\nint main() {\n  int v = 7;\n  cout << v * v;\n  return 0;\n}\n",
    line: 5,
    cause: "missing-include",
  },
  {
    name: "string 没有 std",
    program:
      '#include <iostream>\n#include <string>\nint main() {\n  string name = "小明";\n  return 0;\n}\n',
    line: 4,
    cause: "missing-std",
  },
  {
    name: "同一行两句，第一句少分号",
    program:
      "#include <iostream>\nusing namespace std;\nint main() {\n  int a = 3 int b = 4;\n  cout << a + b;\n}\n",
    line: 4,
    cause: "missing-semicolon",
  },
  {
    name: "计数器在 if 里声明",
    program:
      "#include <iostream>\nusing namespace std;\nint main() {\n  int t;\n  cin >> t;\n  if (t > 0) {\n    int cnt = t * 2;\n  }\n  cout << cnt << endl;\n  return 0;\n}\n",
    line: 9,
    cause: "scope",
  },
  {
    name: "总分没有初始值就累加",
    program:
      "#include <iostream>\nusing namespace std;\nint main() {\n  int total;\n  total = total + 5; // 加 5 分\n  cout << total;\n  return 0;\n}\n",
    line: 5,
    cause: "uninitialized",
  },
  {
    name: "判断相等写成一个等号",
    program:
      '#include <cstdio>\nint main() {\n  int year;\n  scanf("%d", &year);\n  if (year % 4 = 0) printf("闰年");\n  return 0;\n}\n',
    line: 5,
    cause: "assign-in-condition",
  },
  {
    name: "else if 写成 elif（花括号风格）",
    program:
      '#include <iostream>\nusing namespace std;\nint main() {\n  int score = 80;\n  if (score >= 90) {\n    cout << "优";\n  } elif (score >= 60) {\n    cout << "及格";\n  }\n  return 0;\n}\n',
    line: 7,
    cause: "elif",
  },
  {
    name: 'system("cls") 清屏',
    program:
      '#include <bits/stdc++.h>\nusing namespace std;\nint main() {\n  system("cls");\n  cout << "开始" << endl;\n  return 0;\n}\n',
    line: 4,
    cause: "sandboxed-function",
  },
  {
    name: "求平方的函数少给了参数",
    program:
      "#include <iostream>\nusing namespace std;\nint area(int w, int h) { return w * h; }\nint main() {\n  cout << area(5) << endl;\n  return 0;\n}\n",
    line: 5,
    cause: "arg-count",
  },
  {
    name: "把打印函数的结果加起来",
    program:
      '#include <iostream>\nusing namespace std;\nvoid greet(string who) { cout << "你好，" << who << endl; }\nint main() {\n  string line = greet("小红");\n  return 0;\n}\n',
    line: 5,
    cause: "void-value",
  },
  {
    name: "Main 大写",
    program: "#include <iostream>\nusing namespace std;\n\nint Main()\n{\n  cout << 1;\n  return 0;\n}\n",
    line: 4,
    cause: "missing-main",
  },
  {
    name: "中文引号包住中文",
    program:
      "#include <iostream>\nusing namespace std;\nint main() {\n  cout << “欢迎来到启思编程” << endl;\n  return 0;\n}\n",
    line: 4,
    cause: "full-width",
  },
  {
    name: "endl 写成 End1",
    program:
      "#include <iostream>\nusing namespace std;\nint main() {\n  cout << 42 << End1;\n  return 0;\n}\n",
    line: 4,
    cause: "typo",
  },
  {
    name: "数组开在函数里，循环外用下标变量",
    program:
      "#include <iostream>\nusing namespace std;\nint main() {\n  int arr[5] = {1, 2, 3, 4, 5};\n  for (int idx = 0; idx < 5; idx++) cout << arr[idx] << ' ';\n  cout << arr[idx];\n  return 0;\n}\n",
    line: 6,
    cause: "scope",
  },
  {
    name: "while 条件后的分号",
    program:
      "#include <iostream>\nusing namespace std;\nint main() {\n  int left = 5;\n  while (left > 0); {\n    left--;\n  }\n  return 0;\n}\n",
    line: 5,
    cause: "if-semicolon",
  },
];
