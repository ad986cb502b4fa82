$s = @(END:json)
{"a": 1}
END
notice($s)
