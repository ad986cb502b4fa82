$s = @( END )
  x
  END
notice($s)
