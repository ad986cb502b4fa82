$x = @(END:json)
  {"a": [1, 2.5e3, true, null], /* c */ "b": "\u00e9"}
  END
notice($x)
