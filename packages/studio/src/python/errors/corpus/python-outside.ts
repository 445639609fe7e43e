import type { PythonCorpusEntry } from "./python-corpus-entry.ts";

/**
 * A second, smaller set, written after the rules and on purpose unlike python-own.ts: whole little
 * tasks, other names, two-space indentation, comments in Chinese, f-strings, nested blocks. It
 * guards against rules fitted to our own corpus; its figures are reported on their own.
 */
export const pythonOutsideCorpus: PythonCorpusEntry[] = [
  {
    name: "求平均分：中文逗号在参数之间",
    program: "# 求三个数的平均数\ndef avg(a，b, c):\n  return (a + b + c) / 3\nprint(avg(1, 2, 3))\n",
    line: 2,
    cause: "full-width",
  },
  {
    name: "注释里的中文标点不算，代码里的中文冒号算",
    program: "# 提示：输入你的名字，然后问好。\nname = input()\nif name == '小明'：\n  print('你好，小明')\n",
    input: "小明\n",
    line: 3,
    cause: "full-width",
  },
  {
    name: "问好：中文引号",
    program: "who = '小红'\nprint(“你好，” + who)\n",
    line: 2,
    cause: "full-width",
  },
  {
    name: "两数之和没有转换",
    program:
      "first = input('第一个数：')\nsecond = input('第二个数：')\ntotal = first + second\nprint(total * 2 - 1)\n",
    input: "3\n4\n",
    line: 4,
    cause: "str-arithmetic",
  },
  {
    name: "年龄比较没有转换",
    program: "age = input('你几岁？')\nif age >= 12:\n  print('可以玩')\nelse:\n  print('还不行')\n",
    input: "10\n",
    line: 2,
    cause: "compare-str-number",
  },
  {
    name: "打印乘法表：input 直接放进 range",
    program: "size = input()\nfor row in range(1, size + 1):\n  print(row)\n",
    input: "9\n",
    line: 2,
    cause: "str-plus-number",
  },
  {
    name: "f-string 里算总价，变量名写错",
    program: "price = 5\ncount = 3\nprint(f'总价是 {price * cuont} 元')\n",
    line: 3,
    cause: "typo",
  },
  {
    name: "计分函数忘了 return",
    program:
      "def double(points):\n  result = points * 2\n  print(result)\n\nfinal = double(10) + 5\nprint(final)\n",
    line: 5,
    cause: "none-value",
  },
  {
    name: "在循环里用了循环后才定义的变量",
    program: "for k in range(3):\n  print(step * k)\nstep = 2\n",
    line: 2,
    cause: "use-before-assign",
  },
  {
    name: "嵌套 if 少了冒号",
    program: "n = 15\nif n > 10:\n  if n % 5 == 0\n    print('是 5 的倍数')\n",
    line: 3,
    cause: "missing-colon",
  },
  {
    name: "while 下面忘了缩进",
    program: "count = 3\nwhile count > 0:\nprint(count)\ncount -= 1\n",
    line: 3,
    cause: "indentation-expected",
  },
  {
    name: "else if 在嵌套里",
    program: "t = 30\nif t > 35:\n  print('很热')\nelse if t > 25:\n  print('暖和')\n",
    line: 4,
    cause: "else-if",
  },
  {
    name: "判断偶数写成一个等号",
    program: "x = 8\nif x % 2 = 0:\n  print('偶数')\n",
    line: 2,
    cause: "comparison-equals",
  },
  {
    name: "列表最后一个用了长度当位置",
    program: "fruits = ['苹果', '香蕉', '橙子']\nlast = fruits[len(fruits)]\nprint(last)\n",
    line: 2,
    cause: "index-range",
  },
  {
    name: "平均数：人数是 0",
    program: "scores = []\nprint(sum(scores) / len(scores))\n",
    line: 2,
    cause: "division-by-zero",
  },
  {
    name: "斐波那契没有出口",
    program: "def fib(k):\n  return fib(k - 1) + fib(k - 2)\n\nprint(fib(10))\n",
    line: 2,
    cause: "recursion",
  },
  {
    name: "画正方形的函数少给了参数",
    program: "def square(side, times):\n  for _ in range(times):\n    print('*' * side)\n\nsquare(4)\n",
    line: 5,
    cause: "arg-count",
  },
  {
    name: "Print 写成 print 的大写（在函数里）",
    program: "def hello():\n  Print('你好')\n\nhello()\n",
    line: 2,
    cause: "typo",
  },
  {
    name: "要说的话忘了引号",
    program: "greeting = 你好呀\nprint(greeting)\n",
    line: 1,
    cause: "missing-quotes",
  },
  {
    name: "random 没有导入",
    program: "dice = random.randint(1, 6)\nprint(dice)\n",
    line: 1,
    cause: "missing-import",
  },
  {
    name: "括号少了一个（多行里）",
    program: "total = (1 + 2\nprint(total)\n",
    line: 1,
    cause: "paren-unclosed",
  },
  {
    name: "split 之后的个数不对",
    program: "w, h = input().split()\nprint(int(w) * int(h))\n",
    input: "5\n",
    line: 1,
    cause: "unpack-count",
  },
  {
    name: "字典键拼错",
    program: "ages = {'小明': 10, '小红': 11}\nprint(ages['小王'])\n",
    line: 2,
    cause: "missing-key",
  },
  {
    name: "int() 读到带单位的数",
    program: "h = int(input('身高多少厘米？'))\n",
    input: "140厘米\n",
    line: 1,
    cause: "int-conversion",
  },
];
