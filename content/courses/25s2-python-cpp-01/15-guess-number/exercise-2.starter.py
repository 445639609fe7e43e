secret = int(input())
guess = int(input())
if guess > secret:
    print("大了")
else:
    print("小了")
