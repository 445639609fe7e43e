n = 3
while n > 0:
    print(n)
    n = n - 1
print("发射！")
