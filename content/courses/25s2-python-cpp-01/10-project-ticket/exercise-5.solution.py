age = int(input("你几岁了？"))
height = int(input("身高多少厘米？"))
if height < 120:
    print("免票 0 元")
elif age < 12 or age >= 60:
    print("半价票 40 元")
else:
    print("全票 80 元")
