secret = int(input())
guess = 0
count = 0
while guess != secret and count < 7:
    guess = int(input())
    count = count + 1
    if guess > secret:
        print("大了")
    elif guess < secret:
        print("小了")
if guess == secret:
    print("猜对了！你一共猜了", count, "次")
else:
    print("7 次都没猜中，秘密数字是", secret)
