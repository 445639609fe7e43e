"""小美的存钱罐的测试输入：第一天就够、正好存够、每天存一样多、最多的天数。"""

import json
import random

rng = random.Random(1003)
tests = [
    (5, 3, 30),  # 样例
    (1, 0, 1),  # 第一天正好存够
    (100, 100, 1),  # 第一天就超过
    (10, 0, 30),  # 每天一样多，正好存够
    (1, 0, 10**6),  # 天数最多
    (1, 1, 10**6),
    (100, 100, 10**6),
    (2, 2, 110),  # 2+4+...+20 = 110，正好存够
    (1, 100, 10**6),
    (rng.randint(1, 100), rng.randint(0, 100), rng.randint(1, 10**6)),
    (rng.randint(1, 100), 0, rng.randint(1, 10**6)),
    (rng.randint(1, 100), rng.randint(0, 5), rng.randint(10**5, 10**6)),
]
print(json.dumps([f"{a} {d} {t}\n" for a, d, t in tests]))
