$a = @(END:json)
  ["foo", "bar"]
  |- END
notice($a)
