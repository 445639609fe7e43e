"""一分钟跳绳的测试输入：每个分数线的两侧、降档和不降档、最小最大值。"""

import json
import random

rng = random.Random(1002)
tests = [
    (150, 2),  # 样例
    (160, 0),
    (159, 4),
    (130, 0),
    (129, 0),
    (100, 1),
    (99, 0),
    (0, 0),
    (300, 50),
    (160, 5),
    (130, 5),
    (100, 5),
    (99, 50),
    (rng.randint(0, 300), rng.randint(0, 4)),
    (rng.randint(0, 300), rng.randint(5, 50)),
]
print(json.dumps([f"{c} {t}\n" for c, t in tests]))
