change = int(input("要找多少元？"))
print(f"{change // 10}张10元")
print(f"{change % 10 // 5}张5元")
print(f"{change % 5}个1元")
