a, b, m = map(int, input().split())
ways = 0
x = 1
while a * x < m:
    if (m - a * x) % b == 0:
        ways += 1
    x += 1
print(ways)
