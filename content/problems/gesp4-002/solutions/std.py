n, m, k = map(int, input().split())
ways = 0
for _ in range(n):
    run = 0
    for seat in map(int, input().split()):
        run = run + 1 if seat == 0 else 0
        if run >= k:
            ways += 1
print(ways)
