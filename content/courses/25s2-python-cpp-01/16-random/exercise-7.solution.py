while True:
    me = int(input())
    dad = int(input())
    if me > dad:
        print("小启先走")
        break
    elif me < dad:
        print("爸爸先走")
        break
    else:
        print("一样大，再掷一次")
