minutes = int(input("今天看了几分钟平板？"))
if minutes >= 30:
    print("时间到啦，让眼睛休息一下吧！")
else:
    print("还可以再看", 30 - minutes, "分钟")
print("护眼小助手下班啦")
