"""小队的暗号的测试输入：边界字符 a z A Z 0 9、k = 0、k 正好是一圈、k 很大。"""

import json
import random
import string

rng = random.Random(2001)
CHARS = string.ascii_lowercase + string.ascii_uppercase + string.digits


def case(pairs):
    return f"{len(pairs)}\n" + "".join(f"{c} {k}\n" for c, k in pairs)


tests = [
    [("a", 1), ("z", 1), ("Y", 3), ("7", 5), ("b", 0)],  # 样例
    [("q", 0)],  # 一个字符，不移动
    [("z", 1), ("Z", 1), ("9", 1)],  # 刚好绕回开头
    [("a", 25), ("A", 25), ("0", 9)],  # 移到最后一个
    [("m", 26), ("M", 52), ("5", 10)],  # 正好转整圈
    [("a", 10**9), ("Z", 10**9), ("9", 10**9)],  # k 最大
    [(c, 27) for c in "azAZ09"],
    [(rng.choice(CHARS), rng.randint(0, 30)) for _ in range(100)],
    [(rng.choice(CHARS), rng.randint(0, 10**9)) for _ in range(100)],
    [(rng.choice(string.digits), rng.randint(0, 100)) for _ in range(50)],
    [(rng.choice(string.ascii_uppercase), rng.randint(26, 1000)) for _ in range(60)],
    [(rng.choice(string.ascii_lowercase), rng.randint(0, 25)) for _ in range(100)],
]
print(json.dumps([case(t) for t in tests]))
