year = int(input("是哪一年？"))
if (year % 4 == 0 and year % 100 != 0) or year % 400 == 0:
    print("这一年有 2 月 29 日，外婆能过生日！")
else:
    print("这一年没有 2 月 29 日，外婆要再等等")
