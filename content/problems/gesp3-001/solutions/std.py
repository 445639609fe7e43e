n, b = map(int, input().split())
digits = "0123456789ABCDEF"
text = ""
x = n
while True:
    text = digits[x % b] + text
    x //= b
    if x == 0:
        break
ones = 0
y = n
while y > 0:
    ones += y & 1
    y >>= 1
print(text)
print(ones)
