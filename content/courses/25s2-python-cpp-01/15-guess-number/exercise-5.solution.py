secret = int(input())
guess = 0
count = 0
while guess != secret:
    guess = int(input())
    count = count + 1
    if guess > secret:
        print("大了")
    elif guess < secret:
        print("小了")
print("猜对了！你一共猜了", count, "次")
