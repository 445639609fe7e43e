n, a, b = map(int, input().split())
names = ["星期一", "星期二", "星期三", "星期四", "星期五", "星期六", "星期日"]
read = 0
day = 0
while read < n:
    day += 1
    read += b if (day - 1) % 7 >= 5 else a
print(day, names[(day - 1) % 7])
