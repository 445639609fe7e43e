n = int(input())
students = []
for _ in range(n):
    name, a, b, c = input().split()
    students.append((name, int(a) + int(b) + int(c)))
students.sort(key=lambda s: (-s[1], s[0]))
rank = 1
for i, (name, total) in enumerate(students):
    if i > 0 and total != students[i - 1][1]:
        rank = i + 1
    print(rank, name, total)
