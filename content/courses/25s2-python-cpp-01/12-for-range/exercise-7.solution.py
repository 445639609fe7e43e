groups = int(input("有几个小组？"))
total = 0
for i in range(groups):
    trees = int(input("这个小组种了几棵？"))
    total = total + trees
print("全班一共种了", total, "棵树")
