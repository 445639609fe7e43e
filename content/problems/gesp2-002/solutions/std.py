n = int(input())
for i in range(1, n + 1):
    row = []
    for j in range(1, n + 1):
        red = i in (1, n) or j in (1, n) or i == j or i + j == n + 1
        row.append("#" if red else ".")
    print("".join(row))
