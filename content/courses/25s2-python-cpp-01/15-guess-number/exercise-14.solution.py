n = int(input())
clap = 0
say = 0
for i in range(1, n + 1):
    if i % 7 == 0 or i % 10 == 7:
        clap = clap + 1
    else:
        say = say + 1
print(clap)
print(say)
