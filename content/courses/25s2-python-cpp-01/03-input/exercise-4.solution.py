first = int(input("第一轮跳了几下？"))
second = int(input("第二轮跳了几下？"))
print("两轮一共跳了", first + second, "下")
