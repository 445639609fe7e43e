"""图书归位的测试输入：一本书、已经排好、完全倒序、全都相同、2000 本、很多重复编号。"""

import json
import random

rng = random.Random(4005)


def case(books):
    return f"{len(books)}\n" + " ".join(map(str, books)) + "\n"


tests = [
    case([3, 1, 2, 3, 1]),  # 样例
    case([7]),  # 一本书
    case([1, 2, 3, 4, 5]),  # 已经排好
    case([5, 5, 5, 5]),  # 全都相同：一次也不用换
    case(list(range(2000, 0, -1))),  # 完全倒序，交换最多
    case([10**9] * 1000 + [1] * 1000),
    case([rng.randint(1, 10**9) for _ in range(2000)]),
    case([rng.randint(1, 5) for _ in range(2000)]),  # 很多重复
    case([rng.randint(1, 10**9) for _ in range(1999)] + [1]),
    case(sorted(rng.randint(1, 100) for _ in range(2000))),  # 排好的，有重复
    case([rng.randint(1, 3) for _ in range(30)]),
    case([2, 1]),
]
print(json.dumps(tests))
