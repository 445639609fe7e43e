guess = int(input("你猜自己一分钟能跳多少下？"))
real = int(input("真跳了多少下？"))
print(f"差了 {abs(guess - real)} 下")
