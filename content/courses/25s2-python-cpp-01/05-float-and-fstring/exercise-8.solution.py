last = float(input("上周几公斤？"))
now = float(input("这周几公斤？"))
print(f"豆豆这周长了{round(now - last, 1)}公斤")
