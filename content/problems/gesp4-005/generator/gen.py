"""拍毕业照的测试输入：一个人、全都一样高、已经排好、完全倒过来、2000 人、很多同样的身高。"""

import json
import random

rng = random.Random(4005)


def case(heights):
    return f"{len(heights)}\n" + " ".join(map(str, heights)) + "\n"


tests = [
    case([150, 142, 150, 138, 142]),  # 样例
    case([160]),  # 一个人
    case([150] * 2000),  # 全都一样高：顺序不能变
    case(list(range(101, 201))),  # 已经排好
    case(list(range(200, 100, -1))),  # 完全倒过来
    case([rng.randint(100, 200) for _ in range(2000)]),
    case([rng.randint(140, 145) for _ in range(2000)]),  # 很多同样的身高
    case([200] * 1000 + [100] * 1000),
    case([rng.choice([120, 180]) for _ in range(30)]),
    case([rng.randint(100, 200) for _ in range(7)]),
    case([150, 150, 140]),  # 选择排序会把两个 150 换位
    case([rng.randint(100, 110) for _ in range(500)]),
]
print(json.dumps(tests))
