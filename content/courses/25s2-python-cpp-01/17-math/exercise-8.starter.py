import math
n = int(input("一共有多少位同学？"))
boxes = n // 24
print(f"要买 {boxes} 箱水")
