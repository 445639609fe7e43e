words = input().split()
print("".join(word[0].upper() for word in words))
