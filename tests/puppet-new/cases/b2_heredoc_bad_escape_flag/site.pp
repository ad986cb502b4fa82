notice(@(END/q))
x
END
