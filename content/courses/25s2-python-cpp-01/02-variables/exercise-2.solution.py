goods = "漫画书"
print("今天卖", goods)
goods = "贴纸"
print("今天卖", goods)
