$data = ['a','b','c']
$data.each |Integer $index, String $value| {
  if $index == 1 {
    next()
  }
  notice ("${index} = ${value}")
}
