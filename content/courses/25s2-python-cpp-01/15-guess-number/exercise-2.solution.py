secret = int(input())
guess = int(input())
if guess > secret:
    print("大了")
elif guess < secret:
    print("小了")
else:
    print("猜对了！")
