day = int(input("今天星期几？"))
if day >= 6:
    print("周末啦，今天可以看 60 分钟")
else:
    print("要上学，今天只看 30 分钟")
print("别忘了做眼保健操")
