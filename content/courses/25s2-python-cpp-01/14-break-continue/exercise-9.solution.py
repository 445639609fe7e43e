bags = 0
total = 0
while True:
    coins = int(input("这一袋有几枚金币？（数完了输入 0）"))
    if coins < 0:
        print("这个数按错了")
        continue
    if coins == 0:
        break
    bags = bags + 1
    total = total + coins
print(f"数了 {bags} 袋")
print(f"一共 {total} 枚金币")
