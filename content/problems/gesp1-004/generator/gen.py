"""暑假读书计划的测试输入：第一天读完、正好周末读完、读很多周、页数最多。"""

import json
import random

rng = random.Random(1004)
tests = [
    (50, 5, 10),  # 样例
    (1, 1, 1),  # 第一天就读完
    (1000, 1000, 1),
    (25, 5, 100),  # 星期五正好读完
    (26, 5, 100),  # 星期六读完
    (31, 5, 3),  # 星期日读完
    (10**6, 1, 1),  # 天数最多
    (10**6, 1000, 1000),
    (10**6, 1, 1000),
    (10**6, 1000, 1),
    (rng.randint(1, 10**6), rng.randint(1, 1000), rng.randint(1, 1000)),
    (rng.randint(1, 10**6), rng.randint(1, 20), rng.randint(1, 20)),
]
print(json.dumps([f"{n} {a} {b}\n" for n, a, b in tests]))
