a = int(input("第 1 跳跳了多少厘米？"))
b = int(input("第 2 跳跳了多少厘米？"))
c = int(input("第 3 跳跳了多少厘米？"))
print(f"最远的一跳是 {max(a, b, c)} 厘米")
