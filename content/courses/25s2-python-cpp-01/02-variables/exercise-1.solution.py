fruit = "苹果"
print(fruit)
fruit = "香蕉"
print(fruit)
