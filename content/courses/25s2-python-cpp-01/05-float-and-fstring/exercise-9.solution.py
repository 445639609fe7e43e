price = float(input("一袋狗粮多少元？"))
days = int(input("能吃几天？"))
cost = round(price / days, 2)
print(f"每天大约花{cost}元")
