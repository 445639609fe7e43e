trays = int(input("烤了几盘？"))
cookies = trays * 5 ** 2
print("一共", cookies, "块饼干")
print("装满", cookies // 6, "盒，剩下", cookies % 6, "块")
