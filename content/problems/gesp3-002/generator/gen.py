"""机器人巡逻的测试输入：1×1 的场地、一开始就撞墙、贴着墙走、最长的指令。"""

import json
import random

rng = random.Random(3002)


def walk(length, weights=(1, 1, 1, 1)):
    return "".join(rng.choices("UDLR", weights=weights, k=length))


tests = [
    (3, 3, "RRRDDLU"),  # 样例
    (1, 1, "UDLR"),  # 哪里也去不了
    (1, 1, "U"),
    (5, 5, "ULUL"),  # 一开始就撞上、左两面墙
    (1, 1000, "R" * 999 + "RRUD"),  # 一行走到头
    (1000, 1, "D" * 1000 + "L"),
    (1000, 1000, walk(10**5)),
    (1000, 1000, walk(10**5, (1, 3, 1, 3))),  # 大多往右下走，会撞上另外两面墙
    (2, 3, walk(10**5)),
    (10, 10, walk(10**5, (3, 1, 3, 1))),  # 大多往左上走
    (rng.randint(1, 1000), rng.randint(1, 1000), walk(rng.randint(1, 10**5))),
    (7, 4, walk(50)),
]
print(json.dumps([f"{n} {m}\n{s}\n" for n, m, s in tests]))
