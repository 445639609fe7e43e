import math

n = int(input())
plans = []
a = 1
while 2 * a * a <= n:
    rest = n - a * a
    b = math.isqrt(rest)
    if b * b == rest:
        plans.append((a, b))
    a += 1
print(len(plans))
for a, b in plans:
    print(a, b)
