$a = @(END
Line
END
