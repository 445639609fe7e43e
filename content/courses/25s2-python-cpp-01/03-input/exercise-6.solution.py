count = int(input("这一轮跳了几下？"))
print("还差", 100 - count, "下")
