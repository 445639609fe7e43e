"""坐大巴去植物园的测试输入（固定种子，每次生成的都一样）。"""

import json
import random

rng = random.Random(1001)
tests = [
    (45, 20),  # 样例
    (0, 1),  # 没有人报名
    (0, 37),
    (1, 1),
    (100, 20),  # 正好坐满
    (10**9, 1),
    (10**9, 10**9),
    (10**9, 999_999_999),
    (999_999_999, 10**9),
    (rng.randint(1, 10**9), rng.randint(1, 1000)),
    (rng.randint(1, 10**6), rng.randint(1, 10**6)),
]
k = rng.randint(2, 1000)
tests.append((k * rng.randint(1, 10**6), k))  # 大数据里正好坐满
print(json.dumps([f"{n} {k}\n" for n, k in tests]))
