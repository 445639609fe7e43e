count = 0
for day in range(7):
    t = int(input())
    if t < 10:
        count = count + 1
print("要穿厚外套的日子有", count, "天")
