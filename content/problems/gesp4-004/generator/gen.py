"""小猫上楼梯的测试输入：一级台阶、走不上去、没有坏台阶、最高的楼梯、很多坏台阶。"""

import json
import random

rng = random.Random(4004)


def case(n, broken):
    return f"{n} {len(broken)}\n" + " ".join(map(str, broken)) + "\n"


def random_broken(n, count):
    return rng.sample(range(1, n), count)


tests = [
    case(4, [2]),  # 样例
    case(1, []),  # 只有一级
    case(3, [1, 2]),  # 只能一步跳上去
    case(5, [2, 3, 4]),  # 连着三级坏了，上不去
    case(30, []),  # 不用取余
    case(10**5, []),  # 最高，没有坏台阶
    case(10**5, random_broken(10**5, 10)),
    case(10**5, random_broken(10**5, 30_000)),
    case(10**5, [i for i in range(1, 10**5) if i % 3 == 0]),
    case(10**5, list(range(50_000, 50_003))),  # 中间连着坏三级：上不去
    case(1000, random_broken(1000, 100)),
    case(77, random_broken(77, 5)),
]
print(json.dumps(tests))
