n = int(input("从几开始倒数？"))
while n > 0:
    print(n)
print("发射！")
