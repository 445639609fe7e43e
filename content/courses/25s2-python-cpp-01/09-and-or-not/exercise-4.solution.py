day = input("今天星期几？（一到日）")
if day == "六" or day == "日":
    print("今天休息，睡个懒觉")
else:
    print("今天上学，七点起床")
