money = 10
print("开张时有", money, "元")
money = money + 5
print("卖出一本书，现在有", money, "元")
