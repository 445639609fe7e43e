cookies = int(input("一共有几块饼干？"))
print("能装满", cookies // 6, "盒")
