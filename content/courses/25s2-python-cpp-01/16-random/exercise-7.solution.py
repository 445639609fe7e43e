me = int(input())
dad = int(input())
while me == dad:
    print("一样大，再掷一次")
    me = int(input())
    dad = int(input())
if me > dad:
    print("小启先走")
else:
    print("爸爸先走")
