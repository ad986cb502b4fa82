notice([green, 2, whatever] ? {
  [/ee/, Integer[0,10], default
  ]       => 'yes',
  default => 'no'})
notice({a=>1, b=>2, whatever=>3, extra => ignored} ?
  {{ a => Integer[0,5],
    b => Integer[0,5],
    whatever => default
  }       => 'yes',
  default => 'no' })
notice([2] ? { Array[String] => yes, Array => yes})
