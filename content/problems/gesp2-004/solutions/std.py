g, r, v = map(int, input().split())
kg = (g + 999) // 1000
if r == 3 and kg > 20:
    print("不能寄送")
else:
    first, extra = {1: (8, 2), 2: (10, 3), 3: (15, 5)}[r]
    fee = first + (kg - 1) * extra
    if v == 1:
        fee = fee * 8 // 10
    print(fee)
