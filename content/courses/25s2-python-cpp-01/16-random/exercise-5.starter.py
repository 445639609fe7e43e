point = input()
if point == 5 or point == 6:
    print("可以起飞")
else:
    print("还不能起飞")
