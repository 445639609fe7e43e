"""孪生质数的测试输入：最小的 n、正好没有、正好是一对的较大数、最大的 n。"""

import json
import random

rng = random.Random(4003)
tests = [20, 4, 1, 2, 5, 7, 9, 13, 100, 10**5, 99_991, rng.randint(1000, 10**5), 30_000, 28]
print(json.dumps([f"{n}\n" for n in tests]))
