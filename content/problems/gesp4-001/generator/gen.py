"""运动会成绩单的测试输入：一个人、全都同分、全 0 分、满分、1000 人、很多并列。"""

import json
import random
import string

rng = random.Random(4001)


def names(count):
    seen = set()
    while len(seen) < count:
        seen.add("".join(rng.choice(string.ascii_lowercase) for _ in range(rng.randint(1, 20))))
    result = sorted(seen)
    rng.shuffle(result)
    return result


def case(rows):
    return f"{len(rows)}\n" + "".join(f"{n} {a} {b} {c}\n" for n, a, b, c in rows)


def scores(count, low=0, high=100):
    return [(n, rng.randint(low, high), rng.randint(low, high), rng.randint(low, high)) for n in names(count)]


tests = [
    case([("lily", 90, 80, 70), ("tom", 100, 60, 80), ("amy", 85, 85, 70), ("bob", 95, 95, 95), ("kai", 60, 70, 70)]),
    case([("solo", 0, 0, 0)]),  # 只有一个人，0 分
    case([("b", 100, 100, 100), ("a", 100, 100, 100)]),  # 满分并列，名字决定顺序
    case([(n, 50, 50, 50) for n in names(1000)]),  # 1000 人全部并列第 1
    case([(n, 0, 0, 0) for n in names(30)]),
    case([("ab", 1, 0, 0), ("a", 0, 1, 0), ("b", 0, 0, 1), ("aa", 0, 0, 0)]),  # 名字是前缀的字典序
    case(scores(1000)),
    case(scores(1000, 95, 100)),  # 总分挤在一起，很多并列
    case(scores(1000, 0, 3)),
    case(scores(10)),
    case(scores(200, 40, 60)),
    case(scores(2)),
]
print(json.dumps(tests))
