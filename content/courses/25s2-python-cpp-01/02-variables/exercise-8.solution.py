money = 0
money = money + 5
money = money + 2
print("钱盒里有", money, "元")
