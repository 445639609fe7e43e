p, m = map(int, input().split())
rest = m - p
counts = []
for note in (50, 20, 10, 5, 1):
    counts.append(rest // note)
    rest %= note
print(*counts)
