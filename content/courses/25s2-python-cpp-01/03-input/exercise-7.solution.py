lin = int(input("小林跳了几下？"))
qi = int(input("小启跳了几下？"))
print("小林多跳了", lin - qi, "下")
