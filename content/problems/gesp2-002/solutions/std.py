d, k = map(int, input().split())
count = 0
for h in range(24):
    for m in range(60):
        digits = [h // 10, h % 10, m // 10, m % 10]
        if digits.count(d) >= k:
            count += 1
print(count)
