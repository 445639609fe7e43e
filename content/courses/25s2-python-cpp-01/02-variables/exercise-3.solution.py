name = "小启"
age = 9
print(name, "今年", age, "岁")
print("明年", age + 1, "岁")
