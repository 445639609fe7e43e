for box in range(1, 7):
    thing = input(f"{box} 号箱子里是什么？")
    print(f"{box} 号箱子里是{thing}")
    if thing == "宝藏":
        print("找到宝藏了！")
    break
print("寻宝结束")
