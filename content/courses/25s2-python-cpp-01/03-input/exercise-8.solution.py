name = input("你叫什么名字？")
age = int(input("你今年几岁？"))
print(name, "明年", age + 1, "岁")
