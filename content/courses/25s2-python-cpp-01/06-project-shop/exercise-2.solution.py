price = int(input("单价几元？"))
count = int(input("买几个？"))
total = price * count
print("一共", total, "元")
