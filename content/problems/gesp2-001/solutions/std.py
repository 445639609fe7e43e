n = int(input())
result = []
for _ in range(n):
    c, k = input().split()
    k = int(k)
    if "a" <= c <= "z":
        result.append(chr(ord("a") + (ord(c) - ord("a") + k) % 26))
    elif "A" <= c <= "Z":
        result.append(chr(ord("A") + (ord(c) - ord("A") + k) % 26))
    else:
        result.append(chr(ord("0") + (ord(c) - ord("0") + k) % 10))
print("".join(result))
