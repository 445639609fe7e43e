n = int(input("最多买几包？"))
found = False
for pack in range(1, n + 1):
    card = input(f"第 {pack} 包里是什么卡？")
    if card == "熊猫":
        found = True
        break
if found:
    print(f"买到第 {pack} 包就拆到了熊猫")
else:
    print(f"买了 {n} 包也没有熊猫")
