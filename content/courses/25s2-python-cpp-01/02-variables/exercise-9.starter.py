import turtle

side = 100
turtle.forward(side)
turtle.left(90)
