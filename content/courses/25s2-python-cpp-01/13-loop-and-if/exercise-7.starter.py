lowest = 0
cold_day = 0
for day in range(1, 8):
    t = int(input())
    if t < lowest:
        lowest = t
        cold_day = day
print("最冷的是第", cold_day, "天，只有", lowest, "度")
