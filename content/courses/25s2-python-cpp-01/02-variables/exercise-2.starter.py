goods = "漫画书"
print("今天卖", goods)
