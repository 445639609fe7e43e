name = input("想买什么？")
price = int(input("一个几元？"))
money = int(input("你带了多少元？"))
print(f"能买{money // price}个{name}，还剩{money % price}元")
