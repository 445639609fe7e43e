secret = int(input())
guess = 0
while guess != secret:
    guess = int(input())
    if guess > secret:
        print("大了")
    elif guess < secret:
        print("小了")
print("猜对了！")
