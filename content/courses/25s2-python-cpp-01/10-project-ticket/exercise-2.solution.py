age = int(input("你几岁了？"))
if age >= 12:
    print("全票 80 元")
else:
    print("半价票 40 元")
