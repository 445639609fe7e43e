"""小猫咪咪的午觉的测试输入：不睡、跨过午夜、正好一天、睡很多天、补 0。"""

import json
import random

rng = random.Random(1005)
tests = [
    (13, 45, 30, 3600),  # 样例 1
    (23, 59, 59, 2),  # 样例 2
    (0, 0, 0, 0),  # 一秒也没睡
    (23, 59, 59, 0),
    (23, 59, 59, 1),  # 正好到午夜
    (8, 5, 9, 86400),  # 正好睡一整天
    (0, 0, 0, 10**9),  # 睡得最久
    (23, 59, 59, 10**9),
    (9, 9, 9, 1),  # 补 0
    (12, 0, 0, 43199),
    (rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59), rng.randint(0, 10**9)),
    (rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59), rng.randint(0, 86400)),
]
print(json.dumps([f"{h} {m} {s} {t}\n" for h, m, s, t in tests]))
