notice(@(END))
x
