age = int(input("你几岁了？"))
if age < 12 or age >= 60:
    print("半价票 40 元")
else:
    print("全票 80 元")
