t = int(input())
highest = t
lowest = t
for day in range(6):
    t = int(input())
    if t > highest:
        highest = t
    if t < lowest:
        lowest = t
print("这一周的温差是", highest - lowest, "度")
