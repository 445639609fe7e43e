def is_prime(x):
    if x < 2:
        return False
    i = 2
    while i * i <= x:
        if x % i == 0:
            return False
        i += 1
    return True


n = int(input())
count, largest = 0, 0
prime = [False] * (n + 3)
for x in range(2, n + 1):
    prime[x] = is_prime(x)
for p in range(2, n - 1):
    if prime[p] and prime[p + 2]:
        count += 1
        largest = p
print(count)
if count > 0:
    print(largest, largest + 2)
