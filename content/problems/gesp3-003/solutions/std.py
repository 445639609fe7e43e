n, m = map(int, input().split())
steps = list(map(int, input().split()))
best, best_start, run = 0, 0, 0
for i, s in enumerate(steps, start=1):
    run = run + 1 if s >= m else 0
    if run > best:
        best, best_start = run, i - run + 1
print(best, best_start)
