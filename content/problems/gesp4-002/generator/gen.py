"""电影院选座的测试输入：一个座位、全空、全满、k = 1、k = m、最大的影院。"""

import json
import random

rng = random.Random(4002)


def case(k, rows):
    return f"{len(rows)} {len(rows[0])} {k}\n" + "".join(" ".join(map(str, r)) + "\n" for r in rows)


def hall(n, m, taken):
    return [[1 if rng.random() < taken else 0 for _ in range(m)] for _ in range(n)]


tests = [
    case(2, [[0, 0, 1, 0, 0], [0, 0, 0, 1, 1], [1, 1, 1, 1, 1]]),  # 样例
    case(1, [[0]]),  # 一个空座位
    case(1, [[1]]),  # 一个座位，有人了
    case(1, hall(100, 100, 0.5)),  # k = 1：数空座位
    case(100, [[0] * 100 for _ in range(100)]),  # 全空，k = m：每排一种
    case(37, [[0] * 100 for _ in range(100)]),  # 全空：每排 64 种
    case(3, [[1] * 100 for _ in range(100)]),  # 全满
    case(2, hall(100, 100, 0.2)),
    case(5, hall(100, 100, 0.05)),
    case(100, hall(100, 100, 0.001)),
    case(4, hall(50, 7, 0.3)),
    case(2, hall(1, 100, 0.3)),
]
print(json.dumps(tests))
