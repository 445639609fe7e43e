l, r, k = map(int, input().split())
count = 0
for i in range(l, r + 1):
    if sum(map(int, str(i))) % k == 0:  # 把编号当成文字，逐个数字相加
        count += 1
print(count)
