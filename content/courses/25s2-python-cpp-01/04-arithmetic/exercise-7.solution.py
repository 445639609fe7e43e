trays = int(input("要烤几盘？"))
total = trays * 20
print("一共要烤", total // 60, "小时", total % 60, "分钟")
