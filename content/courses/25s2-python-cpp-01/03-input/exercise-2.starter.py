name = input("你叫什么名字？")
print("加油", name)
