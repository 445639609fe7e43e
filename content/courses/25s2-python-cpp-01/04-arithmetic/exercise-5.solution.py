made = int(input("一共烤了几块？"))
tasted = int(input("奶奶尝了几块？"))
print("每个小组分到", (made - tasted) // 4, "块")
