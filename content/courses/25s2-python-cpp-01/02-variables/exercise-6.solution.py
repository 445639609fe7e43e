price = 2
count = 12
print("贴纸卖了", price * count, "元")
