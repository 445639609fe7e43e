h, m, s, t = map(int, input().split())
total = (h * 3600 + m * 60 + s + t) % 86400
print(f"{total // 3600:02d}:{total % 3600 // 60:02d}:{total % 60:02d}")
