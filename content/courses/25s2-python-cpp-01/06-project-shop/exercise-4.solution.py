price = int(input("单价几元？"))
count = int(input("买几个？"))
paid = int(input("收了多少元？"))
total = price * count
print(f"买了{count}个，一共{total}元")
print(f"收您{paid}元，找您{paid - total}元")
print("谢谢光临")
