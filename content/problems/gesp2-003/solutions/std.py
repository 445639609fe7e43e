import math

x, y, n = map(int, input().split())
best, best_square = 0, -1
for i in range(1, n + 1):
    xi, yi = map(int, input().split())
    square = (xi - x) ** 2 + (yi - y) ** 2
    if best_square < 0 or square < best_square:
        best, best_square = i, square
print(f"{best} {math.sqrt(best_square):.2f}")
