fruit = "苹果"
