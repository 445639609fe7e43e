"""兴趣小组的缩写的测试输入：一个字母、前后有空格、很多空格、大写单词、最长 1000 个字符。"""

import json
import random
import string

rng = random.Random(3004)


def word():
    return "".join(rng.choice(string.ascii_letters) for _ in range(rng.randint(1, 12)))


def line(words, max_gap=1, edges=False):
    text = ""
    for i, w in enumerate(words):
        if i > 0:
            text += " " * rng.randint(1, max_gap)
        text += w
    if edges:
        text = " " * rng.randint(1, 5) + text + " " * rng.randint(1, 5)
    return text[:1000].rstrip() if len(text) > 1000 else text


tests = [
    "robot   building club",  # 样例 1
    "  Happy coding",  # 样例 2
    "a",  # 一个字母
    "Z",
    "   x   ",  # 只有一个单词，前后都是空格
    "already UPPER Case",
    "one two three four five",
    line([word() for _ in range(80)], max_gap=1)[:1000],
    line([word() for _ in range(60)], max_gap=6, edges=True),
    line(["q"] * 499, max_gap=1),  # 最多的单词
    " " * 998 + "ok",
    line([word() for _ in range(30)], max_gap=3, edges=True),
]
print(json.dumps([t + "\n" for t in tests]))
