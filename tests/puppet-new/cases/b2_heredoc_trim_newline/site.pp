$s = @(END)
abc
|- END
notice("[${s}]")
