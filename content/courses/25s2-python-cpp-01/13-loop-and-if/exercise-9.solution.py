frost = False
for day in range(7):
    t = int(input())
    if t <= 0:
        frost = True
if frost:
    print("这周有结冰的日子，上学路上小心滑！")
else:
    print("这周没有结冰，放心出门！")
