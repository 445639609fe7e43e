apples = 5
apples = apples + 3
print(apples)
