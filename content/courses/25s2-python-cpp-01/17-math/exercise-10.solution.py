import math
r = int(input("花坛的半径是几米？"))
area = math.pi * r * r
print(f"花坛的面积是 {round(area, 2)} 平方米")
