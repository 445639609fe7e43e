n = int(input("一共有几个箱子？"))
cat = int(input("小猫躲在几号箱子里？"))
box = 1
while box <= n:
    if box == cat:
        print(f"小猫在 {box} 号箱子里睡觉")
        continue
    print(f"打开 {box} 号箱子")
    box = box + 1
print("寻宝结束")
