answer = input("今天做眼保健操了吗？")
if answer == "做了":
    print("真棒，眼睛谢谢你！")
else:
    print("现在就去做一遍吧")
