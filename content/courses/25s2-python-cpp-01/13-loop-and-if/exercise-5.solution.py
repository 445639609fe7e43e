total = 0
for day in range(7):
    t = int(input())
    total = total + t
print("七天的温度加起来是", total, "度")
print("平均气温是", round(total / 7, 1), "度")
