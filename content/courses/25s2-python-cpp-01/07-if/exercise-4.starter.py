minutes = int(input("今天看了几分钟平板？"))
if minutes >= 30
print("时间到啦，让眼睛休息一下吧！")
print("护眼小助手下班啦")
