target = int(input("要打到多少气压？"))
pressure = 0
times = 0
while pressure < target:
    pressure = pressure + 3
    times = times + 1
print("打了", times, "下气，可以发射了！")
