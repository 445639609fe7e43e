import sys

MOD = 1_000_000_007
data = sys.stdin.read().split()
n, k = int(data[0]), int(data[1])
broken = set(map(int, data[2 : 2 + k]))
f = [0] * (n + 1)
f[0] = 1
for i in range(1, n + 1):
    if i in broken:
        continue
    f[i] = (f[i - 1] + (f[i - 2] if i >= 2 else 0) + (f[i - 3] if i >= 3 else 0)) % MOD
print(f[n])
