"""小启的进制转换机的测试输入：n = 0、n = 1、2^31 - 1、2 的幂、每种进制。"""

import json
import random

rng = random.Random(3001)
MAX = 2**31 - 1
tests = [
    (10, 2),  # 样例 1
    (255, 16),  # 样例 2
    (0, 2),  # 零
    (0, 16),
    (1, 7),
    (MAX, 2),  # 31 个 1
    (MAX, 16),
    (2**30, 2),  # 只有一个 1
    (MAX, 3),
    (15, 16),
    (16, 16),
    (rng.randint(0, MAX), rng.randint(2, 16)),
    (rng.randint(0, 1000), rng.randint(2, 16)),
    (rng.randint(0, MAX), 10),
]
print(json.dumps([f"{n} {b}\n" for n, b in tests]))
