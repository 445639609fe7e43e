a, d, t = map(int, input().split())
total, today, day = 0, a, 0
while total < t:
    day += 1
    total += today
    today += d
print(day)
