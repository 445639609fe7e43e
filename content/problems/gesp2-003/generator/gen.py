"""最近的小卖部的测试输入：只有一家、就在楼下、同样近的几家、坐标最远、1000 家。"""

import json
import random

rng = random.Random(2003)
M = 10**4


def case(x, y, shops):
    return f"{x} {y} {len(shops)}\n" + "".join(f"{a} {b}\n" for a, b in shops)


def shops(count, low=-M, high=M):
    return [(rng.randint(low, high), rng.randint(low, high)) for _ in range(count)]


tests = [
    case(0, 0, [(3, 4), (-2, 2), (6, 0)]),  # 样例
    case(5, 5, [(5, 5)]),  # 就在楼下，距离 0
    case(-M, -M, [(M, M)]),  # 最远
    case(0, 0, [(3, 4), (4, 3), (0, 5), (-5, 0)]),  # 四家一样近，选第 1 家
    case(1, 1, [(10, 10), (2, 2), (0, 0), (2, 2)]),  # 同样近，编号小的
    case(0, 0, [(2, 2), (3, 1)]),  # √8 和 √10：取整后都是 2 或 3，不能用整数比较
    case(0, 0, [(3, 1), (2, 2)]),  # 更近的在后面
    case(rng.randint(-M, M), rng.randint(-M, M), shops(1000)),
    case(0, 0, shops(1000, -50, 50)),
    case(M, -M, shops(1000)),
    case(7, -3, shops(500, -20, 20)),
    case(0, 0, [(M, 0), (0, -M), (-M, 0), (0, M)]),
]
print(json.dumps(tests))
