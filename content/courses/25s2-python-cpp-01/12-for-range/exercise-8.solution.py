n = int(input("一共几棵树？"))
water = 0
for i in range(1, n + 1):
    water = water + i
print("一共要浇", water, "升水")
