c, t = map(int, input().split())
if c >= 160:
    grade = 3
elif c >= 130:
    grade = 2
elif c >= 100:
    grade = 1
else:
    grade = 0
if t >= 5 and grade > 0:
    grade -= 1
print(["继续加油", "及格", "良好", "优秀"][grade])
