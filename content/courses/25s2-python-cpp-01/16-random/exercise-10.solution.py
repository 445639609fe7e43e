step = 0
while True:
    point = int(input())
    step = step + point
    if point != 6:
        break
print("这一轮走了", step, "步")
