n = int(input("种了几棵树？"))
for i in range(n):
    print(f"给 {i} 号树挂上号牌")
