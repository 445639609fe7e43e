age = int(input())
print(age + 1)
