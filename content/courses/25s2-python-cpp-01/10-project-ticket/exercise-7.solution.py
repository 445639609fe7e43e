age = int(input("你几岁了？"))
height = int(input("身高多少厘米？"))
day = input("今天是平日还是周末？")
if day == "周末":
    full = 100
else:
    full = 80
if height < 120:
    print("免票 0 元")
elif age < 12 or age >= 60:
    print(f"半价票 {full // 2} 元")
else:
    print(f"全票 {full} 元")
