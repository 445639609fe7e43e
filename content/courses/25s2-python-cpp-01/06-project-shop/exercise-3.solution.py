price = int(input("单价几元？"))
count = int(input("买几个？"))
paid = int(input("收了多少元？"))
total = price * count
print("一共", total, "元")
print("找您", paid - total, "元")
