"""运动打卡的测试输入：只有一天、全都达标、全不达标、最长的一段在最后、一样长取最早。"""

import json
import random

rng = random.Random(3003)
MAX = 10**5


def case(m, steps):
    return f"{len(steps)} {m}\n" + " ".join(map(str, steps)) + "\n"


def noisy(n, m, chance):
    return [rng.randint(m, MAX) if rng.random() < chance else rng.randint(0, m - 1) for _ in range(n)]


tests = [
    case(6000, [3000, 6000, 7000, 8000, 100, 6500, 6600, 5999]),  # 样例
    case(1, [0]),  # 一天，没达标
    case(1, [1]),  # 一天，正好达标
    case(MAX, [MAX] * MAX),  # 天天达标，最多的天数
    case(MAX, [MAX - 1] * MAX),  # 天天差一步
    case(5, [5, 5, 0, 5, 5]),  # 两段一样长，取最早
    case(5, [5, 0, 5, 5, 5]),  # 最长的一段在最后
    case(3000, noisy(MAX - 3, 3000, 0.9) + [0] + [3000] * 2),
    case(50000, noisy(MAX, 50000, 0.5)),
    case(50000, [0] * 5 + [MAX] * 300 + noisy(MAX - 1000, 50000, 0.7) + [MAX] * 695),  # 最后一段最长
    case(1, noisy(1000, 1, 0.8)),
    case(777, noisy(500, 777, 0.6)),
]
print(json.dumps(tests))
