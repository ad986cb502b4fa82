define mk(Type[Resource] $kind, Array[String] $names) {
  $names.each |$n| { Resource[$kind] { "${title}-${n}": } }
}
mk { 'x': kind => Notify, names => ['a', 'b'] }
