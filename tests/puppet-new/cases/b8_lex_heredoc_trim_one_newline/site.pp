$a = @(END)
Line 1
Line 2

-END
notice("[${a}]")
$b = @(END)
Line 1

Line 2
END
notice("[${b}]")
