distance = int(input("眼睛离屏幕几厘米？"))
if distance < 33:
    print("太近啦，往后坐一点")
else:
    print("距离正好，继续保持")
