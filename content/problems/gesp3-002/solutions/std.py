n, m = map(int, input().split())
s = input().strip()
row, col, beeps = 1, 1, 0
moves = {"U": (-1, 0), "D": (1, 0), "L": (0, -1), "R": (0, 1)}
for ch in s:
    dr, dc = moves[ch]
    r, c = row + dr, col + dc
    if 1 <= r <= n and 1 <= c <= m:
        row, col = r, c
    else:
        beeps += 1
print(row, col)
print(beeps)
